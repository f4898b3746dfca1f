import { MessageCircle } from "lucide-react";
import { useMemo } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/termo-de-locacao";
import { PageHeader } from "~/components/page-header";
import { TermDocument } from "~/components/term-document";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { WhatsAppLink } from "~/components/whatsapp-link";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import { pages } from "~/content/pages";
import { termClauses, termCopy, termDefaults, termFieldLabels, termIntro } from "~/content/term";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { formatDateBR } from "~/lib/format";
import { buildPageMeta } from "~/lib/seo";
import { seoSite } from "~/content/seo";
import {
  formatTermValue,
  parseTermParams,
  type TermParamKey,
  type TermParams,
} from "~/lib/term-params";

export const meta: Route.MetaFunction = () => buildPageMeta(pages.term, seoSite);

const formatValue = (key: TermParamKey, value: string) =>
  key === "value" ? formatTermValue(value) : value;

function TermPage({ values, today }: { values: TermParams | null; today: string | null }) {
  return (
    <>
      <PageHeader title={termCopy.title} lead={termCopy.lead} />
      <Container className="max-w-3xl py-12 lg:py-16">
        <TermDocument
          values={values}
          formatValue={formatValue}
          summaryTitle={termCopy.summaryTitle}
          fieldLabels={termFieldLabels}
          intro={termIntro}
          clauses={termClauses}
          loadingLabel={termCopy.loading}
        />
        <p className="mt-10 font-semibold text-ink">
          {termCopy.place}, <span data-field="today">{today ?? "…"}</span>
        </p>
        <div className="mt-8 flex justify-center">
          <WhatsAppLink
            message={whatsappMessages.termAgreement}
            className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {termCopy.agreeCta}
          </WhatsAppLink>
        </div>
      </Container>
    </>
  );
}

/**
 * The values come from the query string, which the pre-rendered HTML cannot
 * know: reading them while hydrating would make the page differ from the
 * HTML (React error #418). The HTML shows the agreement with "loading" in
 * place of the values; right after hydration the same page renders again
 * with them, and React only fills in the text that changed.
 */
export default function RentalTermPage() {
  const isHydrated = useIsHydrated();
  const { search } = useLocation();
  const values = useMemo(
    () => (isHydrated ? parseTermParams(new URLSearchParams(search), termDefaults) : null),
    [isHydrated, search],
  );
  return <TermPage values={values} today={isHydrated ? formatDateBR(new Date()) : null} />;
}
