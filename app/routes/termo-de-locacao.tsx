import { MessageCircle } from "lucide-react";
import type { Route } from "./+types/termo-de-locacao";
import { PageHeader } from "~/components/page-header";
import { TermDocument } from "~/components/term-document";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { WhatsAppLink } from "~/components/whatsapp-link";
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

/**
 * The values come from the query string, which the pre-rendered HTML cannot
 * know: reading them during render would make the hydrated page differ from
 * the HTML (React error #418). They are read here, after hydration, and the
 * HydrateFallback below is what the pre-rendered HTML shows meanwhile.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return {
    values: parseTermParams(new URL(request.url).searchParams, termDefaults),
    today: formatDateBR(new Date()),
  };
}
clientLoader.hydrate = true as const;

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

export function HydrateFallback() {
  return <TermPage values={null} today={null} />;
}

export default function RentalTermPage({ loaderData }: Route.ComponentProps) {
  return <TermPage values={loaderData.values} today={loaderData.today} />;
}
