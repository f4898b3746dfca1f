import type { IconCard } from "~/content/types";
import { cn } from "~/lib/class-names";
import { Icon, type IconMap } from "./ui/icon";

/** Cards with an icon, a title and a sentence: benefits, what's included, specs. */
export function IconCardGrid<Name extends string>({
  items,
  icons,
  columns = 3,
  headingLevel = 3,
}: {
  items: readonly IconCard<Name>[];
  icons: IconMap<Name>;
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul
      className={cn(
        "grid gap-4 sm:grid-cols-2 lg:gap-6",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
      )}
    >
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-2xl border border-brand-100 bg-white p-6 shadow-card"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={item.icon} icons={icons} className="size-6" />
          </span>
          <Heading className="mt-4 text-lg font-bold text-brand-950">{item.title}</Heading>
          <p className="mt-1 text-ink-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
