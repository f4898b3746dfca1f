import type { Page } from "@playwright/test";
import { company } from "~/content/company";
import { faqPageItems, plansPageFaqItems } from "~/content/faq";
import { pages } from "~/content/pages";
import { plans } from "~/content/plans";
import { regions } from "~/content/regions";
import { seoSite } from "~/content/seo";
import { buildDocumentTitle } from "~/lib/seo";
import { expect, test } from "./support/fixtures";

/**
 * What search engines and link previews read: the pre-rendered HTML, with
 * JavaScript off so nothing the client adds later counts.
 */
test.use({ javaScriptEnabled: false });

const publicPages = [pages.home, pages.plans, pages.box, pages.regions, pages.faq];
const allPages = [...publicPages, pages.term];

const attr = (page: Page, selector: string, name = "content") =>
  page.locator(selector).getAttribute(name);

/** Every JSON-LD block of the page, parsed. */
async function readJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("every page has its own title and description", async ({ page }) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  for (const info of allPages) {
    await page.goto(info.path);
    const title = await page.title();
    const description = await attr(page, 'meta[name="description"]');
    expect(title).toBe(buildDocumentTitle(info.title, company.brandName));
    expect(description).toBe(info.description);
    seen.titles.add(title);
    seen.descriptions.add(description ?? "");
  }
  expect(seen.titles.size).toBe(allPages.length);
  expect(seen.descriptions.size).toBe(allPages.length);
});

for (const info of allPages) {
  test(`${info.path}: language, canonical URL and link-preview tags`, async ({ page }) => {
    await page.goto(info.path);
    const url = `${company.siteUrl}${info.path === "/" ? "/" : info.path}`;
    const image = `${company.siteUrl}${seoSite.shareImage.path}`;
    expect(await attr(page, "html", "lang")).toBe("pt-BR");
    expect(await attr(page, 'link[rel="canonical"]', "href")).toBe(url);
    expect(await attr(page, 'meta[property="og:url"]')).toBe(url);
    expect(await attr(page, 'meta[property="og:title"]')).toBe(await page.title());
    expect(await attr(page, 'meta[property="og:description"]')).toBe(info.description);
    expect(await attr(page, 'meta[property="og:locale"]')).toBe("pt_BR");
    expect(await attr(page, 'meta[property="og:image"]')).toBe(image);
    expect(await attr(page, 'meta[property="og:image:width"]')).toBe("1200");
    expect(await attr(page, 'meta[property="og:image:height"]')).toBe("630");
    expect(await attr(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await attr(page, 'meta[name="twitter:image"]')).toBe(image);
    expect(await attr(page, 'meta[name="theme-color"]')).toMatch(/^#[0-9a-f]{6}$/i);
  });
}

test("the share image, icons and manifest are served at the addresses the pages give", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const share = await request.get(seoSite.shareImage.path);
  expect(share.status()).toBe(200);
  expect(share.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await share.body())).toEqual({ width: 1200, height: 630 });

  const icons = {
    'link[rel="icon"][type="image/svg+xml"]': "image/svg+xml",
    'link[rel="icon"][type="image/png"]': "image/png",
    'link[rel="apple-touch-icon"]': "image/png",
  };
  for (const [selector, type] of Object.entries(icons)) {
    const href = await attr(page, selector, "href");
    expect(href, selector).toBeTruthy();
    const response = await request.get(href!);
    expect(response.status(), href!).toBe(200);
    expect(response.headers()["content-type"]).toContain(type);
  }
  const appleIcon = await request.get((await attr(page, 'link[rel="apple-touch-icon"]', "href"))!);
  expect(pngSize(await appleIcon.body())).toEqual({ width: 180, height: 180 });

  const manifestHref = await attr(page, 'link[rel="manifest"]', "href");
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ name: company.brandName, lang: "pt-BR", start_url: "/" });
  const sizes = [];
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    const { width, height } = pngSize(await response.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
    sizes.push(icon.sizes);
  }
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
});

test("the home page describes the business: contact, regions, price range and the three kits", async ({
  page,
}) => {
  await page.goto("/");
  const [business, ...others] = await readJsonLd(page);
  expect(others).toEqual([]);
  expect(business).toMatchObject({
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: company.brandName,
    url: `${company.siteUrl}/`,
    telephone: `+${company.whatsappNumber}`,
    email: company.email,
    priceRange: "R$\u00a0300,00 – R$\u00a0800,00",
  });
  expect(business!.areaServed).toEqual(
    regions.map((region) => ({ "@type": "Place", name: region.nome })),
  );
  const catalog = business!.hasOfferCatalog as {
    itemListElement: { name: string; priceCurrency: string }[];
  };
  expect(catalog.itemListElement.map((offer) => offer.name)).toEqual(
    plans.map((plan) => plan.name),
  );
  expect(catalog.itemListElement.every((offer) => offer.priceCurrency === "BRL")).toBe(true);
});

for (const { info, items } of [
  { info: pages.faq, items: faqPageItems },
  { info: pages.plans, items: plansPageFaqItems },
]) {
  test(`${info.path} marks up its ${items.length} questions as an FAQPage`, async ({ page }) => {
    await page.goto(info.path);
    const faq = (await readJsonLd(page)).find((data) => data["@type"] === "FAQPage");
    const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => question.name)).toEqual(items.map((item) => item.question));
    expect(questions.map((question) => question.acceptedAnswer.text)).toEqual(
      items.map((item) => item.answer.join("\n\n")),
    );
  });
}

for (const info of [pages.plans, pages.box, pages.regions, pages.faq, pages.term]) {
  test(`${info.path} has a breadcrumb from the home page`, async ({ page }) => {
    await page.goto(info.path);
    const breadcrumb = (await readJsonLd(page)).find((data) => data["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: pages.home.navLabel, item: `${company.siteUrl}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: info.navLabel,
        item: `${company.siteUrl}${info.path}`,
      },
    ]);
  });
}

test("sitemap.xml lists the five public pages, not the rental term", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
  expect(locations.sort()).toEqual(
    publicPages.map((info) => `${company.siteUrl}${info.path}`).sort(),
  );
});

test("robots.txt lets crawlers in and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${company.siteUrl}/sitemap.xml`);
});
