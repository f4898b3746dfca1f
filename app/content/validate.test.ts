import { describe, expect, test } from "vitest";
import { assertValidContent, findContentProblems, siteContent, type SiteContent } from "./validate";

type Editable<T> = { -readonly [K in keyof T]: Editable<T[K]> };

/** A deep copy of the real content with one edit applied. */
function withEdit(edit: (content: Editable<SiteContent>) => void): SiteContent {
  const copy = structuredClone(siteContent) as Editable<SiteContent>;
  edit(copy);
  return copy as SiteContent;
}

test("the site's content passes the check", () => {
  expect(findContentProblems()).toEqual([]);
});

test("a photo whose typed size has the file's proportions passes", () => {
  const content = withEdit((content) => {
    content.availablePhotos["photos/kit-30.jpg"] = { width: 4032, height: 3024 };
    Object.assign(content.illustrations[2]!.image, {
      file: "photos/kit-30.jpg",
      width: 480,
      height: 360,
    });
  });
  expect(findContentProblems(content)).toEqual([]);
});

describe("a wrong edit is reported with its file and field", () => {
  test.each<[string, (content: Editable<SiteContent>) => void, string]>([
    [
      "an empty FAQ answer",
      (content) => {
        content.faqPageItems[2]!.answer[0] = "  ";
      },
      'app/content/faq.ts: faqPageItems[2].answer[0] (pagamento) must not be empty (got "  ")',
    ],
    [
      "an answer with no paragraphs",
      (content) => {
        content.plansPageFaqItems[0]!.answer = [];
      },
      "app/content/faq.ts: plansPageFaqItems[0].answer (escolha) must not be empty",
    ],
    [
      "a negative price",
      (content) => {
        content.plans[1]!.prices[0]!.priceCents = -100;
      },
      "app/content/plans.ts: plans[1].prices[0].priceCents must be a whole number of centavos above zero (got -100)",
    ],
    [
      "a price in reais with decimals",
      (content) => {
        content.plans[0]!.prices[3]!.priceCents = 300.5;
      },
      "app/content/plans.ts: plans[0].prices[3].priceCents must be a whole number of centavos above zero (got 300.5)",
    ],
    [
      "a phone with letters",
      (content) => {
        content.company.whatsappNumber = "55119abc54321";
      },
      'app/content/company.ts: whatsappNumber (SITE_WHATSAPP) must be digits only: 55, the DDD and the number, like 5511987654321 (got "55119abc54321")',
    ],
    [
      "a displayed phone with letters",
      (content) => {
        content.company.phoneDisplay = "(11) 9876-ABCD";
      },
      'app/content/company.ts: phoneDisplay (SITE_PHONE_DISPLAY) must be a phone number like "(11) 98765-4321", without letters (got "(11) 9876-ABCD")',
    ],
    [
      "two featured plans",
      (content) => {
        content.plans[0]!.isFeatured = true;
      },
      "app/content/plans.ts: plans[].isFeatured must be true for exactly one plan (is true for 2: kit-20, kit-30)",
    ],
    [
      "no featured plan",
      (content) => {
        content.plans[1]!.isFeatured = false;
      },
      "app/content/plans.ts: plans[].isFeatured must be true for exactly one plan (is true for 0: none)",
    ],
    [
      "a missing period",
      (content) => {
        content.plans[2]!.prices.splice(1, 1);
      },
      "app/content/plans.ts: plans[2].prices must list the periods 1 Mês, 3 Semanas, 2 Semanas, 1 Semana in this order (got 1 Mês, 2 Semanas, 1 Semana)",
    ],
    [
      "a ninth benefit",
      (content) => {
        content.benefits.push({ icon: "box", title: "Extra", text: "Mais um." });
      },
      "app/content/home.ts: benefits.items must have exactly 8 items (has 9)",
    ],
    [
      "a site URL with a path",
      (content) => {
        content.company.siteUrl = "https://www.exemplo.com.br/site";
      },
      'app/content/company.ts: siteUrl (SITE_URL) must be an address like "https://www.example.com.br" (got "https://www.exemplo.com.br/site")',
    ],
    [
      "a repeated region",
      (content) => {
        content.regions[1]!.nome = "Alphaville";
      },
      'app/content/regions.ts: regions[].nome must not repeat "Alphaville"',
    ],
    [
      "a testimonial with six stars out of five",
      (content) => {
        content.testimonial.rating = 6;
      },
      "app/content/home.ts: testimonial.rating must be a whole number from 1 to 5 (got 6)",
    ],
    [
      "a picture that is not in app/assets",
      (content) => {
        content.illustrations[1]!.image.file = "illustrations/kit-20.svg";
      },
      'app/content/plans.ts: plans[0].image.file must name a picture in app/assets (no file "app/assets/illustrations/kit-20.svg")',
    ],
    [
      "a photo outside app/assets/photos",
      (content) => {
        content.illustrations[1]!.image.file = "illustrations/kit-20.jpg";
      },
      'app/content/plans.ts: plans[0].image.file must name an SVG illustration; photos (JPG or PNG) go in app/assets/photos (got "illustrations/kit-20.jpg")',
    ],
    [
      "a photo that is not in app/assets/photos",
      (content) => {
        content.illustrations[2]!.image.file = "photos/kit-30.jpg";
      },
      'app/content/plans.ts: plans[1].image.file must name a photo in app/assets/photos (no file "app/assets/photos/kit-30.jpg"; names must match exactly, capitals included)',
    ],
    [
      "a photo in a format the build does not convert",
      (content) => {
        content.illustrations[2]!.image.file = "photos/kit-30.heic";
      },
      'app/content/plans.ts: plans[1].image.file must name a JPG or PNG photo (got "photos/kit-30.heic"); save it as .jpg or .png',
    ],
    [
      "a photo without alt text",
      (content) => {
        content.availablePhotos["photos/kit-30.jpg"] = { width: 1600, height: 1200 };
        content.illustrations[2]!.image.file = "photos/kit-30.jpg";
        content.illustrations[2]!.image.alt = " ";
      },
      'app/content/plans.ts: plans[1].image.alt must not be empty (got " ")',
    ],
    [
      "a photo whose typed proportions are not the file's",
      (content) => {
        // A 4:3 photo typed as the square it was before being cropped.
        content.availablePhotos["photos/caixa.jpg"] = { width: 1600, height: 1200 };
        Object.assign(content.illustrations[0]!.image, {
          file: "photos/caixa.jpg",
          width: 560,
          height: 560,
        });
      },
      "app/content/home.ts: hero.illustration.height must match the photo's proportions: app/assets/photos/caixa.jpg is 1600 × 1200 px, so with width 560 the height is 420 (got 560)",
    ],
    [
      "a picture without alt text",
      (content) => {
        content.illustrations[0]!.image.alt = "";
      },
      'app/content/home.ts: hero.illustration.alt must not be empty (got "")',
    ],
    [
      "a too long description",
      (content) => {
        content.pages.faq!.description = "x".repeat(170);
      },
      "app/content/pages.ts: pages.faq.description must be at most 160 characters (has 170)",
    ],
  ])("%s", (_, edit, message) => {
    expect(findContentProblems(withEdit(edit))).toContain(message);
  });
});

test("assertValidContent stops with every problem listed", () => {
  const broken = withEdit((content) => {
    content.company.email = "sem-arroba";
    content.termDefaults.client = "";
  });
  expect(() => assertValidContent(broken)).toThrow(
    /The site content has 2 problem\(s\):\n {2}- app\/content\/company\.ts: email \(SITE_EMAIL\) must be an e-mail address \(got "sem-arroba"\)\n {2}- app\/content\/term\.ts: termDefaults\.client must not be empty/,
  );
});

describe("the spec's numbers", () => {
  test("prices of the spec's table, in centavos", () => {
    const table = siteContent.plans.map((plan) => [
      plan.boxCount,
      ...plan.prices.map((price) => price.priceCents / 100),
    ]);
    expect(table).toEqual([
      [20, 600, 550, 350, 300],
      [30, 700, 650, 400, 350],
      [40, 800, 750, 450, 400],
    ]);
  });

  test("only the 30-box kit is featured", () => {
    expect(
      siteContent.plans.filter((plan) => plan.isFeatured).map((plan) => plan.boxCount),
    ).toEqual([30]);
    expect(siteContent.featuredBadge).toBe("Mais Popular");
  });

  test("the four regions, all served", () => {
    expect(siteContent.regions).toEqual([
      { nome: "São Paulo (Capital)", atendido: true },
      { nome: "Osasco", atendido: true },
      { nome: "Guarulhos", atendido: true },
      { nome: "Alphaville", atendido: true },
    ]);
  });

  test("the term's defaults", () => {
    expect(siteContent.termDefaults).toMatchObject({
      boxes: "20",
      client: "Cliente",
      deliveryDate: "DD/MM/AAAA",
      pickupDate: "DD/MM/AAAA",
      deliveryAddress: "Endereço de entrega",
      pickupAddress: "Endereço de retirada",
      value: "600",
    });
  });

  test("the box: 40 × 60 × 37 cm, 64 L, 22 kg", () => {
    expect(siteContent.boxSpec).toEqual({
      widthCm: 40,
      lengthCm: 60,
      heightCm: 37,
      capacityLiters: 64,
      maxLoadKg: 22,
    });
  });
});

describe("the FAQ answers what visitors ask", () => {
  const allAnswers = [...siteContent.faqPageItems, ...siteContent.plansPageFaqItems]
    .flatMap((item) => item.answer)
    .join(" ")
    .replaceAll("\u00a0", " ");

  test.each([
    ["prices from the cheapest week", /R\$ 300,00 por 1 semana/],
    ["periods from 1 week to 1 year", /de 1 semana até 1 ano/],
    ["progressive discount", /desconto progressivo/],
    ["the fee for a lost or broken box", /R\$ 130,00 por caixa perdida ou quebrada/],
    ["Pix up to one day before collection", /Pix, até 1 dia antes da retirada/],
    ["free delivery, Monday to Friday", /frete é grátis.*de segunda a sexta-feira/],
    ["the served regions", /São Paulo \(Capital\), Osasco, Guarulhos e Alphaville/],
    ["what happens outside them", /outra cidade.*devolve as caixas/],
    ["64 L and 22 kg", /64 litros e aguenta até 22 kg/],
    ["what fits", /45 livros, ou 25 camisas ou calças, ou 15 pares de sapatos/],
    ["sanitised boxes", /higienizada/],
    ["seals and labels", /lacres de segurança e as etiquetas adesivas/],
    ["boxes arrive assembled", /chegam prontas para usar/],
  ])("%s", (_, pattern) => {
    expect(allAnswers).toMatch(pattern);
  });
});
