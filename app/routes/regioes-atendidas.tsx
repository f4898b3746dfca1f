import { CircleCheck, CircleX, MapPin, MessageCircle } from "lucide-react";
import type { Route } from "./+types/regioes-atendidas";
import { PageHeader } from "~/components/page-header";
import { RegionImage } from "~/components/region-image";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { WhatsAppLink } from "~/components/whatsapp-link";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { regions } from "~/content/regions";
import { regionsImage, regionsPageCopy as copy } from "~/content/regions-page";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { buildPageMeta } from "~/lib/seo";
import { seoSite } from "~/content/seo";

export const meta: Route.MetaFunction = () => buildPageMeta(pages.regions, seoSite);

export default function RegionsPage() {
  return (
    <>
      <PageHeader title={pages.regions.heading} lead={pages.regions.lead} />
      <section className="bg-sand-50 pb-16 lg:pb-24">
        <Container className="grid items-start gap-10 lg:grid-cols-2">
          <div>
            <table className="w-full overflow-hidden rounded-2xl bg-white text-left shadow-card">
              <caption className="sr-only">{copy.tableCaption}</caption>
              <thead className="bg-brand-800 text-white">
                <tr>
                  <th scope="col" className="px-5 py-3 font-bold">
                    {copy.regionColumn}
                  </th>
                  <th scope="col" className="px-5 py-3 text-right font-bold">
                    {copy.servedColumn}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-brand-100">
                {regions.map((region) => (
                  <tr key={region.nome}>
                    <th scope="row" className="px-5 py-4 font-semibold text-ink">
                      <span className="inline-flex items-center gap-2">
                        <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                        {region.nome}
                      </span>
                    </th>
                    <td className="px-5 py-4 text-right">
                      <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-bold text-brand-800">
                        {region.atendido ? (
                          <CircleCheck aria-hidden="true" className="size-4" />
                        ) : (
                          <CircleX aria-hidden="true" className="size-4" />
                        )}
                        {region.atendido ? copy.served : copy.notServed}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>

            <div className="mt-8 rounded-2xl border border-brand-100 bg-white p-6 shadow-card">
              <h2 className="text-xl font-extrabold text-brand-950">{copy.outOfCityTitle}</h2>
              <p className="mt-2 text-ink-muted">{copy.outOfCityText}</p>
              <WhatsAppLink
                message={whatsappMessages.outOfCity}
                className={buttonClasses({ className: "mt-5 w-full text-center sm:w-auto" })}
              >
                <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
                {copy.outOfCityCta}
              </WhatsAppLink>
            </div>

            <WhatsAppLink
              message={whatsappMessages.generalDoubts}
              className={buttonClasses({
                variant: "secondary",
                className: "mt-4 w-full flex-wrap sm:w-auto",
              })}
            >
              <span>{copy.doubtsLabel}</span>
              <span className="whitespace-nowrap">{company.phoneDisplay}</span>
            </WhatsAppLink>
          </div>

          <RegionImage
            src={`${company.imageHost}${regionsImage.path}`}
            alt={regionsImage.alt}
            width={regionsImage.width}
            height={regionsImage.height}
            fallbackLabel={copy.imageFallback}
          />
        </Container>
      </section>
    </>
  );
}
