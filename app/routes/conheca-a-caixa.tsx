import { BookOpen, Box, Footprints, Hand, Lock, Recycle, Ruler, Shirt, Weight } from "lucide-react";
import type { Route } from "./+types/conheca-a-caixa";
import measuresDrawing from "~/assets/illustrations/caixa-medidas.svg?inline";
import { BoxMeasures } from "~/components/box-measures";
import { DoubtsBox } from "~/components/doubts-box";
import { IconCardGrid } from "~/components/icon-card-grid";
import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/ui/button";
import { ContentImage } from "~/components/ui/content-image";
import { Container } from "~/components/ui/container";
import { Icon, type IconMap } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import {
  boxCapacityExamples,
  boxDimensions,
  boxGallery,
  boxMeasuresImage,
  boxPageCopy as copy,
  boxSpec,
  boxSpecCards,
} from "~/content/box";
import { pages } from "~/content/pages";
import { siteCopy } from "~/content/site";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { buildPageMeta } from "~/lib/seo";
import { seoSite } from "~/content/seo";

export const meta: Route.MetaFunction = () => buildPageMeta(pages.box, seoSite);

const specIcons = {
  ruler: Ruler,
  box: Box,
  weight: Weight,
  lock: Lock,
  hand: Hand,
  recycle: Recycle,
} satisfies IconMap<(typeof boxSpecCards)[number]["icon"]>;

const capacityIcons = {
  book: BookOpen,
  shirt: Shirt,
  footprints: Footprints,
} satisfies IconMap<(typeof boxCapacityExamples)[number]["icon"]>;

export default function BoxPage() {
  return (
    <>
      <PageHeader title={pages.box.heading} lead={pages.box.lead} />

      <section aria-labelledby="medidas-titulo" className="bg-sand-50 pb-16 lg:pb-24">
        <Container>
          <h2 id="medidas-titulo" className="sr-only">
            {copy.measuresTitle}
          </h2>
          <BoxMeasures
            // The page's largest paint on a phone: in the HTML, not a request after it.
            image={{ ...boxMeasuresImage, inlineSrc: measuresDrawing }}
            lengthCm={boxSpec.lengthCm}
            widthCm={boxSpec.widthCm}
            heightCm={boxSpec.heightCm}
          />
          <ul className="mx-auto mt-8 flex max-w-2xl flex-wrap justify-center gap-3 text-center">
            {[
              boxDimensions,
              `${boxSpec.capacityLiters} litros`,
              `até ${boxSpec.maxLoadKg} kg`,
              "tampa acoplada",
            ].map((fact) => (
              <li
                key={fact}
                className="rounded-full bg-white px-4 py-2 font-bold text-brand-900 shadow-card"
              >
                {fact}
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="especificacoes-titulo" className="py-16 lg:py-24">
        <Container>
          <SectionHeading id="especificacoes-titulo" title={copy.specsTitle} />
          <div className="mt-12">
            <IconCardGrid items={boxSpecCards} icons={specIcons} columns={3} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="capacidade-titulo" className="bg-brand-50 py-16 lg:py-24">
        <Container>
          <SectionHeading
            id="capacidade-titulo"
            title={copy.capacityTitle}
            lead={copy.capacityLead}
          />
          <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-3">
            {boxCapacityExamples.map((example) => (
              <li key={example.item} className="rounded-2xl bg-white p-6 text-center shadow-card">
                <Icon
                  name={example.icon}
                  icons={capacityIcons}
                  className="mx-auto size-10 text-brand-600"
                />
                <p className="mt-3 text-4xl font-extrabold text-brand-800">
                  {example.quantity}
                  <span className="sr-only"> </span>
                </p>
                <p className="mt-1 text-lg font-semibold text-ink">{example.item}</p>
              </li>
            ))}
          </ul>
          <p className="mx-auto mt-6 max-w-2xl text-center text-ink-muted">{copy.capacityNote}</p>
        </Container>
      </section>

      <section aria-labelledby="galeria-titulo" className="py-16 lg:py-24">
        <Container>
          <SectionHeading id="galeria-titulo" title={copy.galleryTitle} />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {boxGallery.map((image) => (
              <li key={image.file}>
                <figure className="h-full overflow-hidden rounded-3xl bg-sand-50 shadow-card">
                  <ContentImage
                    image={image}
                    sizes="(min-width: 1152px) 22rem, (min-width: 768px) 30vw, calc(100vw - 2rem)"
                    className="h-auto w-full bg-linear-to-b from-brand-50 to-sand-50"
                  />
                  <figcaption className="p-5 text-ink-muted">{image.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <ButtonLink to={pages.plans.path} size="lg">
              {siteCopy.plansCta}
            </ButtonLink>
          </div>
        </Container>
      </section>

      <Container className="pb-16 lg:pb-24">
        <DoubtsBox
          title={siteCopy.doubts.title}
          text={copy.doubtsText}
          faqLink={{ label: siteCopy.doubts.faqLink, to: pages.faq.path }}
          whatsapp={{ label: siteCopy.whatsappCta, message: whatsappMessages.generalDoubts }}
        />
      </Container>
    </>
  );
}
