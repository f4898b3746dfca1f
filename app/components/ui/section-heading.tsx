import { cn } from "~/lib/class-names";

interface SectionHeadingProps {
  id?: string;
  title: string;
  lead?: string;
  eyebrow?: string;
  align?: "center" | "left";
  className?: string;
}

/** A section's h2 with an optional small label above and a lead below. */
export function SectionHeading({
  id,
  title,
  lead,
  eyebrow,
  align = "center",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn(align === "center" && "mx-auto max-w-2xl text-center", className)}>
      {eyebrow && (
        <p className="mb-2 text-sm font-bold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      )}
      <h2
        id={id}
        className="text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl"
      >
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg text-pretty text-ink-muted">{lead}</p>}
    </div>
  );
}
