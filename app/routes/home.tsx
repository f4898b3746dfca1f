import {
  CalendarDays,
  Hand,
  Lock,
  PackageCheck,
  Recycle,
  ShieldCheck,
  Tag,
  Truck,
} from "lucide-react";
import type { Route } from "./+types/home";
import { FloatingPlansButton } from "~/components/floating-plans-button";
import { IconCardGrid } from "~/components/icon-card-grid";
import { SectionLink } from "~/components/section-link";
import { StarRating } from "~/components/star-rating";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { ContentImage } from "~/components/ui/content-image";
import type { IconMap } from "~/components/ui/icon";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { benefits, hero, howItWorks, testimonial } from "~/content/home";
import { floatingButtonVisibilityThreshold, homeSections } from "~/content/interface";
import { pages } from "~/content/pages";
import { siteCopy } from "~/content/site";
import { buildPageMeta } from "~/lib/seo";
import { seoSite } from "~/content/seo";
import { businessFacts } from "~/content/business";
import { buildBusinessJsonLd } from "~/lib/structured-data";

export const meta: Route.MetaFunction = () =>
  buildPageMeta(pages.home, seoSite, [buildBusinessJsonLd(businessFacts)]);

const HERO_CTA_ID = "hero-ver-planos";

const benefitIcons = {
  shield: ShieldCheck,
  hand: Hand,
  recycle: Recycle,
  truck: Truck,
  lock: Lock,
  tag: Tag,
  calendar: CalendarDays,
  "package-check": PackageCheck,
} satisfies IconMap<(typeof benefits.items)[number]["icon"]>;

export default function HomePage() {
  return (
    <>
      <section className="overflow-hidden bg-linear-to-b from-brand-50 via-brand-50 to-sand-50 pt-24 pb-16 lg:pt-32 lg:pb-24">
        <Container className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr]">
          <div className="text-center lg:text-left">
            <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
              {hero.eyebrow}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-6xl">
              {hero.title}
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-ink-muted sm:text-xl lg:mx-0">
              {hero.description}
            </p>
            <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
              <ButtonLink
                id={HERO_CTA_ID}
                to={pages.plans.path}
                size="lg"
                className="w-full sm:w-auto"
              >
                {siteCopy.plansCta}
              </ButtonLink>
              <SectionLink
                sectionId={homeSections.howItWorks.id}
                className={buttonClasses({
                  variant: "secondary",
                  size: "lg",
                  className: "w-full sm:w-auto",
                })}
              >
                {homeSections.howItWorks.label}
              </SectionLink>
            </div>
            <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-semibold text-brand-800 lg:justify-start">
              {[hero.priceNote, hero.freeShippingNote].map((note) => (
                <li
                  key={note}
                  className="flex items-center gap-2 before:size-2 before:rounded-full before:bg-leaf-500"
                >
                  {note}
                </li>
              ))}
            </ul>
          </div>
          <ContentImage
            image={hero.illustration}
            // The largest paint on wide screens, and in the first screen on
            // a phone too, below the buttons.
            priority
            // Modest on phones, where the text above is what the visitor
            // reads first (and Lighthouse's largest paint); full size beside
            // the text on wide screens (half of the 72rem container).
            sizes="(min-width: 1024px) 32rem, (min-width: 640px) 24rem, 16rem"
            className="mx-auto h-auto w-full max-w-64 sm:max-w-sm lg:max-w-none"
          />
        </Container>
      </section>

      <section
        id={homeSections.howItWorks.id}
        tabIndex={-1}
        aria-labelledby="como-funciona-titulo"
        className="py-16 lg:py-24"
      >
        <Container>
          <SectionHeading
            id="como-funciona-titulo"
            title={howItWorks.title}
            lead={howItWorks.lead}
          />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {howItWorks.steps.map((step, index) => (
              <li
                key={step.title}
                className="relative rounded-3xl bg-sand-50 p-6 pt-10 sm:p-8 sm:pt-12"
              >
                <span
                  aria-hidden="true"
                  className="absolute -top-5 left-6 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-extrabold text-white shadow sm:left-8"
                >
                  {index + 1}
                </span>
                <h3 className="text-xl font-bold text-brand-950">
                  <span className="sr-only">Passo {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section
        id={homeSections.benefits.id}
        tabIndex={-1}
        aria-labelledby="diferenciais-titulo"
        className="bg-sand-50 py-16 lg:py-24"
      >
        <Container>
          <SectionHeading id="diferenciais-titulo" title={benefits.title} lead={benefits.lead} />
          <div className="mt-12">
            <IconCardGrid items={benefits.items} icons={benefitIcons} columns={4} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="depoimento-titulo" className="py-16 lg:py-24">
        <Container className="max-w-3xl text-center">
          <SectionHeading id="depoimento-titulo" title={testimonial.title} />
          <figure className="mt-10 rounded-3xl bg-brand-50 px-6 py-10 sm:px-12">
            <StarRating rating={testimonial.rating} maxRating={testimonial.maxRating} />
            <blockquote className="mt-6 text-xl leading-relaxed text-pretty text-ink">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-6 font-bold text-brand-900">
              {testimonial.author}
              <span className="font-normal text-ink-muted">, {testimonial.city}</span>
            </figcaption>
          </figure>
          <ButtonLink to={pages.plans.path} size="lg" className="mt-10">
            {testimonial.ctaLabel}
          </ButtonLink>
        </Container>
      </section>

      <FloatingPlansButton
        watchedId={HERO_CTA_ID}
        threshold={floatingButtonVisibilityThreshold}
        label={siteCopy.plansCta}
        to={pages.plans.path}
      />
    </>
  );
}
