import {
  BadgePercent,
  BookOpen,
  Box,
  CalendarDays,
  Footprints,
  Hand,
  Lock,
  type LucideProps,
  PackageCheck,
  Recycle,
  Ruler,
  ShieldCheck,
  Shirt,
  Sparkles,
  Tag,
  Truck,
  Weight,
  Zap,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons: Record<IconName, React.ComponentType<LucideProps>> = {
  shield: ShieldCheck,
  hand: Hand,
  recycle: Recycle,
  truck: Truck,
  lock: Lock,
  tag: Tag,
  calendar: CalendarDays,
  "package-check": PackageCheck,
  sparkles: Sparkles,
  "badge-percent": BadgePercent,
  zap: Zap,
  ruler: Ruler,
  box: Box,
  weight: Weight,
  book: BookOpen,
  shirt: Shirt,
  footprints: Footprints,
};

/** A decorative icon named by the content; hidden from screen readers. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Drawing = icons[name];
  return <Drawing aria-hidden="true" focusable="false" {...props} />;
}

type GlyphProps = React.SVGProps<SVGSVGElement> & { size?: number };

function Glyph({ size = 24, children, ...props }: GlyphProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A chat bubble with a phone: the WhatsApp idea in the line style of our icons. */
export function WhatsAppIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
      <path
        transform="translate(7.2 7.2) scale(0.4)"
        strokeWidth={4.5}
        d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384"
      />
    </Glyph>
  );
}

/** Instagram's camera outline, drawn in the line style of our icons. */
export function InstagramIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </Glyph>
  );
}
