import type { TermClause, TermSegment } from "~/content/term";
import type { TermParamKey, TermParams } from "~/lib/term-params";

interface TermDocumentProps {
  /** The order's values, or null while they are being read (pre-rendered HTML). */
  values: TermParams | null;
  /** How each value is shown (the amount as reais, say). */
  formatValue: (key: TermParamKey, value: string) => string;
  summaryTitle: string;
  fieldLabels: readonly { key: TermParamKey; label: string }[];
  intro: readonly TermSegment[];
  clauses: readonly TermClause[];
  loadingLabel: string;
}

/**
 * The rental agreement: the order summary as a definition list, then the
 * clauses with the order's values in bold. Values are React text children,
 * so whatever the link carries is shown as text, never as markup; long
 * unbroken values wrap instead of widening the page.
 */
export function TermDocument({
  values,
  formatValue,
  summaryTitle,
  fieldLabels,
  intro,
  clauses,
  loadingLabel,
}: TermDocumentProps) {
  const show = (key: TermParamKey) =>
    values === null ? (
      <span className="inline-block h-4 w-24 animate-pulse rounded bg-brand-100 align-middle" />
    ) : (
      formatValue(key, values[key])
    );

  const renderSegments = (segments: readonly TermSegment[]) =>
    segments.map((segment, index) =>
      typeof segment === "string" ? (
        segment
      ) : (
        <strong key={index} data-field={segment.field} className="font-bold text-ink">
          {show(segment.field)}
        </strong>
      ),
    );

  return (
    <div aria-busy={values === null} className="wrap-anywhere">
      {/* Read out while the values load; not shown, so that nothing moves
          when it goes (the pulsing placeholders show it to sighted visitors). */}
      {values === null && <p className="sr-only">{loadingLabel}</p>}
      <section
        aria-labelledby="termo-resumo"
        className="rounded-2xl border border-brand-100 bg-brand-50 p-6"
      >
        <h2 id="termo-resumo" className="text-xl font-extrabold text-brand-950">
          {summaryTitle}
        </h2>
        <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {fieldLabels.map(({ key, label }) => (
            <div key={key}>
              <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
              <dd data-field={key} className="font-semibold text-ink">
                {show(key)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="mt-10 space-y-8 text-ink-muted">
        <p>{renderSegments(intro)}</p>
        {clauses.map((clause, clauseIndex) => (
          <section key={clause.title} aria-labelledby={`clausula-${clauseIndex + 1}`}>
            <h2
              id={`clausula-${clauseIndex + 1}`}
              className="text-lg font-extrabold text-brand-950"
            >
              Cláusula {clauseIndex + 1}ª: {clause.title}
            </h2>
            <div className="mt-2 space-y-3">
              {clause.paragraphs.map((paragraph, paragraphIndex) => (
                <p key={paragraphIndex}>{renderSegments(paragraph)}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
