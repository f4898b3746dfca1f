import { listAssetImages } from "~/assets/images";
import { ContentChecker } from "~/lib/content-check";
import { boxCapacityExamples, boxGallery, boxMeasuresImage, boxSpec } from "./box";
import { type Company, company, companyEnvKeys } from "./company";
import { type FaqItem, faqPageItems, plansPageFaqItems } from "./faq";
import { benefits, hero, howItWorks, testimonial } from "./home";
import { type PageEntry, pages, routedPages } from "./pages";
import { featuredBadge, type Plan, plans, pricedPeriods } from "./plans";
import { includedItems } from "./plans-page";
import { type Region, regions } from "./regions";
import { termDefaults } from "./term";
import type { IconCard, Illustration } from "./types";

/** Everything the check looks at; tests pass broken copies of it. */
export interface SiteContent {
  company: Company;
  pages: Record<string, PageEntry>;
  plans: readonly Plan[];
  featuredBadge: string;
  includedItems: readonly IconCard[];
  regions: readonly Region[];
  faqPageItems: readonly FaqItem[];
  plansPageFaqItems: readonly FaqItem[];
  benefits: readonly IconCard[];
  steps: readonly { title: string; text: string }[];
  testimonial: { rating: number; maxRating: number; quote: string; author: string; city: string };
  boxSpec: Record<string, number>;
  boxCapacityExamples: readonly { quantity: number; item: string }[];
  termDefaults: Record<string, string>;
  /** Every picture the content names, by the file that names it. */
  illustrations: readonly { file: string; field: string; image: Illustration }[];
  /** SVG illustrations that exist under app/assets, e.g. "illustrations/caixa.svg". */
  availableImages: readonly string[];
  /** Photos that exist in app/assets/photos, with their pixel size. */
  availablePhotos: Readonly<Record<string, { width: number; height: number }>>;
}

const assetImages = listAssetImages();

export const siteContent: SiteContent = {
  company,
  pages,
  plans,
  featuredBadge,
  includedItems,
  regions,
  faqPageItems,
  plansPageFaqItems,
  benefits: benefits.items,
  steps: howItWorks.steps,
  testimonial,
  boxSpec,
  boxCapacityExamples,
  termDefaults,
  illustrations: [
    { file: "app/content/home.ts", field: "hero.illustration", image: hero.illustration },
    ...plans.map((plan, index) => ({
      file: "app/content/plans.ts",
      field: `plans[${index}].image`,
      image: plan.image,
    })),
    { file: "app/content/box.ts", field: "boxMeasuresImage", image: boxMeasuresImage },
    ...boxGallery.map((image, index) => ({
      file: "app/content/box.ts",
      field: `boxGallery[${index}]`,
      image,
    })),
  ],
  availableImages: assetImages.illustrations,
  availablePhotos: assetImages.photos,
};

function checkCompany(company: Company) {
  const check = new ContentChecker("app/content/company.ts");
  const field = (name: keyof Company) => `${name} (${companyEnvKeys[name]})`;
  check.text(field("brandName"), company.brandName, { maxLength: 40 });
  check.pattern(
    field("whatsappNumber"),
    company.whatsappNumber,
    /^55\d{10,11}$/,
    "digits only: 55, the DDD and the number, like 5511987654321",
  );
  check.pattern(
    field("phoneDisplay"),
    company.phoneDisplay,
    /^[\d\s()+-]{8,20}$/,
    'a phone number like "(11) 98765-4321", without letters',
  );
  check.pattern(field("email"), company.email, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, "an e-mail address");
  check.pattern(
    field("instagramHandle"),
    company.instagramHandle,
    /^[A-Za-z0-9._]{1,30}$/,
    'an Instagram handle without "@"',
  );
  check.pattern(
    field("cnpj"),
    company.cnpj,
    /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/,
    'a CNPJ like "12.345.678/0001-90"',
  );
  check.origin(field("siteUrl"), company.siteUrl);
  check.origin(field("imageHost"), company.imageHost);
  return check.problems;
}

function checkPages(pages: Record<string, PageEntry>) {
  const check = new ContentChecker("app/content/pages.ts");
  for (const [key, page] of Object.entries(pages)) {
    check.text(`pages.${key}.title`, page.title, { maxLength: 60 });
    check.text(`pages.${key}.description`, page.description, { maxLength: 160 });
    check.text(`pages.${key}.navLabel`, page.navLabel);
  }
  check.unique("pages[].path", routedPages, (page) => page.path);
  return check.problems;
}

function checkPlans(content: SiteContent) {
  const check = new ContentChecker("app/content/plans.ts");
  check.text("featuredBadge", content.featuredBadge);
  check.unique("plans[].id", content.plans, (plan) => plan.id);
  const featured = content.plans.filter((plan) => plan.isFeatured);
  if (featured.length !== 1) {
    check.report(
      "plans[].isFeatured",
      `must be true for exactly one plan (is true for ${featured.length}: ${featured.map((plan) => plan.id).join(", ") || "none"})`,
    );
  }
  content.plans.forEach((plan, index) => {
    const at = `plans[${index}]`;
    check.text(`${at}.id`, plan.id);
    check.positiveInteger(`${at}.boxCount`, plan.boxCount);
    check.text(`${at}.name`, plan.name);
    check.text(`${at}.description`, plan.description);
    check.text(`${at}.image.file`, plan.image.file);
    check.text(`${at}.image.alt`, plan.image.alt);
    const periods = plan.prices.map((price) => price.period);
    if (periods.join("|") !== pricedPeriods.join("|")) {
      check.report(
        `${at}.prices`,
        `must list the periods ${pricedPeriods.join(", ")} in this order (got ${periods.join(", ")})`,
      );
    }
    plan.prices.forEach((price, priceIndex) => {
      check.positiveInteger(
        `${at}.prices[${priceIndex}].priceCents`,
        price.priceCents,
        "a whole number of centavos",
      );
    });
  });
  content.includedItems.forEach((item, index) => {
    check.text(`includedItems[${index}].title`, item.title);
    check.text(`includedItems[${index}].text`, item.text);
  });
  return check.problems;
}

function checkFaq(content: SiteContent) {
  const check = new ContentChecker("app/content/faq.ts");
  check.count("faqPageItems", content.faqPageItems, 10);
  check.count("plansPageFaqItems", content.plansPageFaqItems, 5);
  for (const [listName, items] of [
    ["faqPageItems", content.faqPageItems],
    ["plansPageFaqItems", content.plansPageFaqItems],
  ] as const) {
    check.unique(`${listName}[].id`, items, (item) => item.id);
    items.forEach((item, index) => {
      check.text(`${listName}[${index}].question (${item.id})`, item.question);
      if (item.answer.length === 0)
        check.report(`${listName}[${index}].answer (${item.id})`, "must not be empty");
      item.answer.forEach((paragraph, paragraphIndex) => {
        check.text(`${listName}[${index}].answer[${paragraphIndex}] (${item.id})`, paragraph);
      });
    });
  }
  return check.problems;
}

function checkRegions(regions: readonly Region[]) {
  const check = new ContentChecker("app/content/regions.ts");
  if (regions.length === 0) check.report("regions", "must list at least one region");
  check.unique("regions[].nome", regions, (region) => region.nome);
  regions.forEach((region, index) => {
    check.text(`regions[${index}].nome`, region.nome);
    if (typeof region.atendido !== "boolean") {
      check.report(
        `regions[${index}].atendido`,
        `must be true or false (got ${JSON.stringify(region.atendido)})`,
      );
    }
  });
  return check.problems;
}

function checkHome(content: SiteContent) {
  const check = new ContentChecker("app/content/home.ts");
  check.count("howItWorks.steps", content.steps, 3);
  check.count("benefits.items", content.benefits, 8);
  for (const [listName, items] of [
    ["howItWorks.steps", content.steps],
    ["benefits.items", content.benefits],
  ] as const) {
    items.forEach((item, index) => {
      check.text(`${listName}[${index}].title`, item.title);
      check.text(`${listName}[${index}].text`, item.text);
    });
  }
  const { testimonial } = content;
  check.positiveInteger("testimonial.maxRating", testimonial.maxRating);
  if (
    !Number.isInteger(testimonial.rating) ||
    testimonial.rating < 1 ||
    testimonial.rating > testimonial.maxRating
  ) {
    check.report(
      "testimonial.rating",
      `must be a whole number from 1 to ${testimonial.maxRating} (got ${testimonial.rating})`,
    );
  }
  check.text("testimonial.quote", testimonial.quote);
  check.pattern(
    "testimonial.author",
    testimonial.author,
    /^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u,
    'a first name and an initial, like "Mariana S."',
  );
  check.text("testimonial.city", testimonial.city);
  return check.problems;
}

function checkBox(content: SiteContent) {
  const check = new ContentChecker("app/content/box.ts");
  for (const [key, value] of Object.entries(content.boxSpec))
    check.positiveInteger(`boxSpec.${key}`, value);
  content.boxCapacityExamples.forEach((example, index) => {
    check.positiveInteger(`boxCapacityExamples[${index}].quantity`, example.quantity);
    check.text(`boxCapacityExamples[${index}].item`, example.item);
  });
  return check.problems;
}

function checkTerm(content: SiteContent) {
  const check = new ContentChecker("app/content/term.ts");
  for (const [key, value] of Object.entries(content.termDefaults))
    check.text(`termDefaults.${key}`, value);
  return check.problems;
}

/** How far a typed width/height may be from a photo's own proportions. */
const ASPECT_TOLERANCE = 0.01;

function checkIllustrations(content: SiteContent) {
  return content.illustrations.flatMap(({ file, field, image }) => {
    const check = new ContentChecker(file);
    if (image.file.startsWith("photos/")) {
      checkPhoto(check, field, image, content.availablePhotos);
    } else if (!/\.svg$/.test(image.file)) {
      check.report(
        `${field}.file`,
        `must name an SVG illustration; photos (JPG or PNG) go in app/assets/photos (got "${image.file}")`,
      );
    } else if (!content.availableImages.includes(image.file)) {
      check.report(
        `${field}.file`,
        `must name a picture in app/assets (no file "app/assets/${image.file}")`,
      );
    }
    check.text(`${field}.alt`, image.alt);
    check.positiveInteger(`${field}.width`, image.width);
    check.positiveInteger(`${field}.height`, image.height);
    return check.problems;
  });
}

/**
 * A photo must exist, and the width and height typed next to it must have
 * its proportions: pages reserve that shape before it loads, and a wrong one
 * would stretch it or move the text around it.
 */
function checkPhoto(
  check: ContentChecker,
  field: string,
  image: Illustration,
  availablePhotos: SiteContent["availablePhotos"],
) {
  if (!/\.(jpe?g|png)$/i.test(image.file)) {
    check.report(
      `${field}.file`,
      `must name a JPG or PNG photo (got "${image.file}"); save it as .jpg or .png`,
    );
    return;
  }
  const size = availablePhotos[image.file];
  if (size === undefined) {
    check.report(
      `${field}.file`,
      `must name a photo in app/assets/photos (no file "app/assets/${image.file}"; names must match exactly, capitals included)`,
    );
    return;
  }
  if (!(image.width > 0 && image.height > 0)) return;
  const ratio = size.width / size.height;
  if (Math.abs(image.width / image.height - ratio) / ratio > ASPECT_TOLERANCE) {
    const expectedHeight = Math.round((image.width * size.height) / size.width);
    check.report(
      `${field}.height`,
      `must match the photo's proportions: app/assets/${image.file} is ${size.width} × ${size.height} px, so with width ${image.width} the height is ${expectedHeight} (got ${image.height})`,
    );
  }
}

/** Every problem in the site's content, each naming its file and field. */
export function findContentProblems(content: SiteContent = siteContent): string[] {
  return [
    ...checkCompany(content.company),
    ...checkPages(content.pages),
    ...checkPlans(content),
    ...checkFaq(content),
    ...checkRegions(content.regions),
    ...checkHome(content),
    ...checkBox(content),
    ...checkTerm(content),
    ...checkIllustrations(content),
  ];
}

/** Throws one error listing every problem; the build stops on it. */
export function assertValidContent(content: SiteContent = siteContent): void {
  const problems = findContentProblems(content);
  if (problems.length > 0) {
    throw new Error(
      `The site content has ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
  }
}
