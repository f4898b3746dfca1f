import type { FAQPage, LocalBusinessLeaf, Offer, WithContext } from "schema-dts";
import { formatBRL } from "./format";

/** How long a price lasts: "3 Semanas" is { value: 3, unit: "week" }. */
export interface RentalDuration {
  value: number;
  unit: "week" | "month";
}

export interface CatalogItem {
  name: string;
  description: string;
  prices: readonly { label: string; priceCents: number; duration: RentalDuration }[];
}

export interface BusinessFacts {
  name: string;
  description: string;
  /** Origin of the site, no trailing slash. */
  url: string;
  /** Digits only, with the country code: "5511987654321". */
  phoneDigits: string;
  email: string;
  /** Profiles elsewhere (Instagram…), as absolute URLs. */
  sameAs: readonly string[];
  imageUrl: string;
  logoUrl: string;
  /** Where the company is, as far as the site says: city, state, country. */
  locality: { city: string; region: string; country: string };
  areaServed: readonly string[];
  catalogName: string;
  catalog: readonly CatalogItem[];
}

/** UN/CEFACT common codes schema.org uses for units. */
const UNIT_CODES: Record<RentalDuration["unit"], string> = { week: "WEE", month: "MON" };

/** 60000 centavos → "600.00": schema.org prices use a dot and no currency sign. */
export function formatSchemaPrice(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`a price must be whole centavos, got ${amountCents}`);
  }
  return (amountCents / 100).toFixed(2);
}

function buildOffer(item: CatalogItem): Offer {
  const lowest = Math.min(...item.prices.map((price) => price.priceCents));
  return {
    "@type": "Offer",
    name: item.name,
    description: item.description,
    itemOffered: { "@type": "Service", name: item.name, description: item.description },
    price: formatSchemaPrice(lowest),
    priceCurrency: "BRL",
    priceSpecification: item.prices.map((price) => ({
      "@type": "UnitPriceSpecification",
      name: price.label,
      price: formatSchemaPrice(price.priceCents),
      priceCurrency: "BRL",
      referenceQuantity: {
        "@type": "QuantitativeValue",
        value: price.duration.value,
        unitCode: UNIT_CODES[price.duration.unit],
      },
    })),
  };
}

/**
 * The company as a schema.org LocalBusiness: contact, the regions it
 * serves, its price range and the kits it rents with every price.
 */
export function buildBusinessJsonLd(facts: BusinessFacts): WithContext<LocalBusinessLeaf> {
  const allPrices = facts.catalog.flatMap((item) => item.prices.map((price) => price.priceCents));
  const telephone = `+${facts.phoneDigits}`;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${facts.url}/#empresa`,
    name: facts.name,
    description: facts.description,
    url: `${facts.url}/`,
    telephone,
    email: facts.email,
    image: facts.imageUrl,
    logo: facts.logoUrl,
    sameAs: [...facts.sameAs],
    address: {
      "@type": "PostalAddress",
      addressLocality: facts.locality.city,
      addressRegion: facts.locality.region,
      addressCountry: facts.locality.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone,
      email: facts.email,
      availableLanguage: "pt-BR",
    },
    areaServed: facts.areaServed.map((name) => ({ "@type": "Place", name })),
    priceRange: `${formatBRL(Math.min(...allPrices))} – ${formatBRL(Math.max(...allPrices))}`,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: facts.catalogName,
      itemListElement: facts.catalog.map(buildOffer),
    },
  };
}

/** Questions and answers as schema.org FAQPage; paragraphs keep a blank line between them. */
export function buildFaqJsonLd(
  items: readonly { question: string; answer: readonly string[] }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join("\n\n") },
    })),
  };
}
