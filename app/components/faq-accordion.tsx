import { ChevronDown } from "lucide-react";
import type { FaqItem } from "~/content/faq";

/**
 * Questions as native <details> elements sharing one `name`: the browser
 * keeps at most one open, an open one closes again on a second click, and
 * screen readers announce the expanded state. No script involved. The
 * focus ring is drawn inside each question: the rounded frame clips
 * anything outside it.
 */
export function FaqAccordion({ name, items }: { name: string; items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-brand-100 overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-card">
      {items.map((item) => (
        <details key={item.id} name={name} className="faq-item group">
          <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left text-lg font-bold text-brand-950 hover:bg-brand-50 focus-visible:-outline-offset-6 sm:px-6">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="faq-chevron size-5 shrink-0 text-brand-700 transition-transform duration-200"
            />
          </summary>
          <div className="space-y-3 px-5 pb-5 text-ink-muted sm:px-6">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
