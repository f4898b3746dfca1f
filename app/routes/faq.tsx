import type { Route } from "./+types/faq";
import { DoubtsBox } from "~/components/doubts-box";
import { FaqAccordion } from "~/components/faq-accordion";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import { faqPageCopy, faqPageItems } from "~/content/faq";
import { pages } from "~/content/pages";
import { siteCopy } from "~/content/site";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { buildPageMeta } from "~/lib/seo";
import { seoSite } from "~/content/seo";
import { buildFaqJsonLd } from "~/lib/structured-data";

export const meta: Route.MetaFunction = () =>
  buildPageMeta(pages.faq, seoSite, [buildFaqJsonLd(faqPageItems)]);

export default function FaqPage() {
  return (
    <>
      <PageHeader title={pages.faq.heading} lead={pages.faq.lead} />
      <section aria-label={faqPageCopy.listLabel} className="bg-sand-50 pb-16 lg:pb-24">
        <Container className="max-w-3xl">
          <FaqAccordion name="faq" items={faqPageItems} />
        </Container>
      </section>
      <Container className="py-16 lg:py-24">
        <DoubtsBox
          title={faqPageCopy.doubtsTitle}
          text={faqPageCopy.doubtsText}
          whatsapp={{ label: siteCopy.whatsappCta, message: whatsappMessages.generalDoubts }}
        />
      </Container>
    </>
  );
}
