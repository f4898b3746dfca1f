import type { BusinessFacts } from "~/lib/structured-data";
import { buildAbsoluteUrl } from "~/lib/seo";
import { manifestIcons } from "./brand-assets";
import { buildInstagramUrl, company } from "./company";
import { pages } from "./pages";
import { periodDurations, plans } from "./plans";
import { regions } from "./regions";
import { seoSite } from "./seo";

/**
 * The company as search engines read it (structured data on the home page),
 * assembled from the same modules the pages show: no second copy of a
 * price, a region or a phone number.
 */
export const businessFacts: BusinessFacts = {
  name: company.brandName,
  description: pages.home.description,
  url: company.siteUrl,
  phoneDigits: company.whatsappNumber,
  email: company.email,
  sameAs: [buildInstagramUrl(company.instagramHandle)],
  imageUrl: buildAbsoluteUrl(company.siteUrl, seoSite.shareImage.path),
  logoUrl: buildAbsoluteUrl(
    company.siteUrl,
    manifestIcons.find((icon) => icon.purpose === "any" && icon.sizePx === 512)!.href,
  ),
  locality: { city: "São Paulo", region: "SP", country: "BR" },
  areaServed: regions.filter((region) => region.atendido).map((region) => region.nome),
  catalogName: "Kits de caixas plásticas para mudança",
  catalog: plans.map((plan) => ({
    name: plan.name,
    description: plan.description,
    prices: plan.prices.map((price) => ({
      label: price.period,
      priceCents: price.priceCents,
      duration: periodDurations[price.period],
    })),
  })),
};
