import type { LucideIcon } from "lucide-react";

/** Icon components by the names content uses, chosen per page. */
export type IconMap<Name extends string> = Readonly<Record<Name, LucideIcon>>;

/** A decorative icon from a page's icon map; hidden from screen readers. */
export function Icon<Name extends string>({
  name,
  icons,
  className,
}: {
  name: Name;
  icons: IconMap<Name>;
  className?: string;
}) {
  const Drawing: LucideIcon = icons[name];
  return <Drawing aria-hidden="true" focusable="false" className={className} />;
}
