import { BadgePercent, Lock, Sparkles, Tag, Truck, Zap } from "lucide-react";
import type { Route } from "./+types/planos";
import { DoubtsBox } from "~/components/doubts-box";
import { FaqAccordion } from "~/components/faq-accordion";
import { IconCardGrid } from "~/components/icon-card-grid";
import { PageHeader } from "~/components/page-header";
import { PlanCard } from "~/components/plan-card";
import { Container } from "~/components/ui/container";
import type { IconMap } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { plansPageFaqItems } from "~/content/faq";
import { pages } from "~/content/pages";
import { featuredBadge, plans } from "~/content/plans";
import { includedItems, plansPageCopy } from "~/content/plans-page";
import { siteCopy } from "~/content/site";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { buildPageMeta } from "~/lib/seo";
import { seoSite } from "~/content/seo";
import { buildFaqJsonLd } from "~/lib/structured-data";

export const meta: Route.MetaFunction = () =>
  buildPageMeta(pages.plans, seoSite, [buildFaqJsonLd(plansPageFaqItems)]);

const includedIcons = {
  sparkles: Sparkles,
  truck: Truck,
  lock: Lock,
  tag: Tag,
  "badge-percent": BadgePercent,
  zap: Zap,
} satisfies IconMap<(typeof includedItems)[number]["icon"]>;

export default function PlansPage() {
  return (
    <>
      <PageHeader title={pages.plans.heading} lead={pages.plans.lead} />

      <section aria-label={plansPageCopy.kitsLabel} className="bg-sand-50 pb-16 lg:pb-24">
        <Container className="grid gap-8 pt-4 lg:grid-cols-3 lg:items-center lg:gap-6">
          {plans.map((plan, index) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              // On a phone the cards stack and only the first picture is in
              // the first screen (it is the page's largest paint there); on
              // wide screens the other two sit beside it and load lazily,
              // right after the first layout.
              isImagePriority={index === 0}
              featuredBadge={featuredBadge}
              ctaLabel={plansPageCopy.chooseCta}
              whatsappMessage={whatsappMessages.planChoice(plan.boxCount)}
            />
          ))}
        </Container>
      </section>

      <section aria-labelledby="incluso-titulo" className="py-16 lg:py-24">
        <Container>
          <SectionHeading
            id="incluso-titulo"
            title={plansPageCopy.includedTitle}
            lead={plansPageCopy.includedLead}
          />
          <div className="mt-12">
            <IconCardGrid items={includedItems} icons={includedIcons} columns={3} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="planos-faq-titulo" className="bg-sand-50 py-16 lg:py-24">
        <Container className="max-w-3xl">
          <SectionHeading id="planos-faq-titulo" title={plansPageCopy.faqTitle} />
          <div className="mt-10">
            <FaqAccordion name="faq-planos" items={plansPageFaqItems} />
          </div>
        </Container>
      </section>

      <Container className="py-16 lg:py-24">
        <DoubtsBox
          title={siteCopy.doubts.title}
          text={siteCopy.doubts.text}
          faqLink={{ label: siteCopy.doubts.faqLink, to: pages.faq.path }}
          whatsapp={{ label: siteCopy.whatsappCta, message: whatsappMessages.generalDoubts }}
        />
      </Container>
    </>
  );
}
