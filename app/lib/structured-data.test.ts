import { describe, expect, test } from "vitest";
import { businessFacts } from "~/content/business";
import { company } from "~/content/company";
import { faqPageItems, plansPageFaqItems } from "~/content/faq";
import { plans } from "~/content/plans";
import { regions } from "~/content/regions";
import {
  buildBusinessJsonLd,
  buildFaqJsonLd,
  formatSchemaPrice,
  type BusinessFacts,
} from "./structured-data";

const facts: BusinessFacts = {
  name: "Marca & Cia",
  description: "Caixas para mudança.",
  url: "https://www.exemplo.com.br",
  phoneDigits: "5511987654321",
  email: "oi@exemplo.com.br",
  sameAs: ["https://www.instagram.com/marca/"],
  imageUrl: "https://www.exemplo.com.br/og-image.png",
  logoUrl: "https://www.exemplo.com.br/icons/icon-512.png",
  locality: { city: "São Paulo", region: "SP", country: "BR" },
  areaServed: ["São Paulo (Capital)", "Osasco"],
  catalogName: "Kits",
  catalog: [
    {
      name: "Kit 20",
      description: "Pequeno.",
      prices: [
        { label: "1 Mês", priceCents: 60_000, duration: { value: 1, unit: "month" } },
        { label: "1 Semana", priceCents: 30_050, duration: { value: 1, unit: "week" } },
      ],
    },
    {
      name: "Kit 40",
      description: "Grande.",
      prices: [{ label: "2 Semanas", priceCents: 45_000, duration: { value: 2, unit: "week" } }],
    },
  ],
};

describe("formatSchemaPrice", () => {
  test("writes centavos as a dot-decimal amount", () => {
    expect(formatSchemaPrice(60_000)).toBe("600.00");
    expect(formatSchemaPrice(30_050)).toBe("300.50");
    expect(formatSchemaPrice(5)).toBe("0.05");
  });

  test("refuses fractions of a centavo and negative amounts", () => {
    expect(() => formatSchemaPrice(1.5)).toThrow(RangeError);
    expect(() => formatSchemaPrice(-100)).toThrow(RangeError);
  });
});

describe("buildBusinessJsonLd", () => {
  const business = buildBusinessJsonLd(facts);

  test("is a schema.org LocalBusiness with contact in international format", () => {
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: "Marca & Cia",
      url: "https://www.exemplo.com.br/",
      telephone: "+5511987654321",
      email: "oi@exemplo.com.br",
      sameAs: ["https://www.instagram.com/marca/"],
      contactPoint: { "@type": "ContactPoint", telephone: "+5511987654321" },
      address: { "@type": "PostalAddress", addressLocality: "São Paulo", addressCountry: "BR" },
    });
  });

  test("serves each region as a Place", () => {
    expect(business.areaServed).toEqual([
      { "@type": "Place", name: "São Paulo (Capital)" },
      { "@type": "Place", name: "Osasco" },
    ]);
  });

  test("gives the price range from the cheapest to the dearest price, in reais", () => {
    expect(business.priceRange).toBe("R$\u00a0300,50 – R$\u00a0600,00");
  });

  test("lists every kit as an offer with one unit price per rental period", () => {
    const catalog = business.hasOfferCatalog as unknown as {
      "@type": string;
      itemListElement: Record<string, unknown>[];
    };
    expect(catalog["@type"]).toBe("OfferCatalog");
    expect(catalog.itemListElement).toHaveLength(2);
    expect(catalog.itemListElement[0]).toEqual({
      "@type": "Offer",
      name: "Kit 20",
      description: "Pequeno.",
      itemOffered: { "@type": "Service", name: "Kit 20", description: "Pequeno." },
      price: "300.50",
      priceCurrency: "BRL",
      priceSpecification: [
        {
          "@type": "UnitPriceSpecification",
          name: "1 Mês",
          price: "600.00",
          priceCurrency: "BRL",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
        },
        {
          "@type": "UnitPriceSpecification",
          name: "1 Semana",
          price: "300.50",
          priceCurrency: "BRL",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "WEE" },
        },
      ],
    });
  });

  test("survives JSON serialisation unchanged (what the page embeds)", () => {
    expect(JSON.parse(JSON.stringify(business))).toEqual(business);
  });
});

describe("the site's own structured data", () => {
  const business = buildBusinessJsonLd(businessFacts);

  test("names the company, its number and its four regions from the content modules", () => {
    expect(business.name).toBe(company.brandName);
    expect(business.telephone).toBe(`+${company.whatsappNumber}`);
    expect(business.areaServed).toEqual(
      regions.map((region) => ({ "@type": "Place", name: region.nome })),
    );
    expect(business.areaServed).toHaveLength(4);
  });

  test("offers the three kits with the prices of the plans page", () => {
    const offers = (
      business.hasOfferCatalog as unknown as { itemListElement: Record<string, unknown>[] }
    ).itemListElement;
    expect(offers.map((offer) => offer.name)).toEqual(plans.map((plan) => plan.name));
    expect(
      offers.map((offer) =>
        (offer.priceSpecification as { name: string; price: string }[]).map(
          (spec) => `${spec.name} ${spec.price}`,
        ),
      ),
    ).toEqual([
      ["1 Mês 600.00", "3 Semanas 550.00", "2 Semanas 350.00", "1 Semana 300.00"],
      ["1 Mês 700.00", "3 Semanas 650.00", "2 Semanas 400.00", "1 Semana 350.00"],
      ["1 Mês 800.00", "3 Semanas 750.00", "2 Semanas 450.00", "1 Semana 400.00"],
    ]);
  });
});

describe("buildFaqJsonLd", () => {
  test("turns questions into a schema.org FAQPage, paragraphs kept apart", () => {
    expect(buildFaqJsonLd([{ question: "Pode?", answer: ["Pode.", "Com certeza."] }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Pode?",
          acceptedAnswer: { "@type": "Answer", text: "Pode.\n\nCom certeza." },
        },
      ],
    });
  });

  test("holds the 10 questions of /faq and the 5 of /planos", () => {
    expect(buildFaqJsonLd(faqPageItems).mainEntity).toHaveLength(10);
    expect(buildFaqJsonLd(plansPageFaqItems).mainEntity).toHaveLength(5);
  });
});
