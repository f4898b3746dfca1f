import { describe, expect, test } from "vitest";
import { buildAbsoluteUrl, buildPageMeta, type SeoPage, type SeoSite } from "./seo";

const site: SeoSite = {
  brandName: "Marca",
  siteUrl: "https://www.exemplo.com.br",
  locale: "pt_BR",
  homeLabel: "Início",
  shareImage: {
    path: "/og-image.png",
    width: 1200,
    height: 630,
    type: "image/png",
    alt: "Uma caixa verde",
  },
};

const plans: SeoPage = {
  path: "/planos",
  navLabel: "Planos",
  title: "Planos",
  description: "Os kits.",
  indexable: true,
};

type Tag = Record<string, unknown>;

/** The value of a `<meta property|name>` tag, or undefined. */
function metaContent(meta: ReturnType<typeof buildPageMeta>, key: string) {
  const tag = (meta as Tag[]).find((entry) => entry.property === key || entry.name === key);
  return tag?.content;
}

function jsonLd(meta: ReturnType<typeof buildPageMeta>) {
  return (meta as Tag[])
    .filter((entry) => "script:ld+json" in entry)
    .map((entry) => entry["script:ld+json"]);
}

describe("buildPageMeta", () => {
  test("gives title, description and an absolute canonical URL", () => {
    const meta = buildPageMeta(plans, site);
    expect(meta.slice(0, 3)).toEqual([
      { title: "Planos | Marca" },
      { name: "description", content: "Os kits." },
      { tagName: "link", rel: "canonical", href: "https://www.exemplo.com.br/planos" },
    ]);
  });

  test("gives link previews the page's title, description, URL and a 1200×630 image", () => {
    const meta = buildPageMeta(plans, site);
    expect(metaContent(meta, "og:title")).toBe("Planos | Marca");
    expect(metaContent(meta, "og:description")).toBe("Os kits.");
    expect(metaContent(meta, "og:url")).toBe("https://www.exemplo.com.br/planos");
    expect(metaContent(meta, "og:locale")).toBe("pt_BR");
    expect(metaContent(meta, "og:site_name")).toBe("Marca");
    expect(metaContent(meta, "og:image")).toBe("https://www.exemplo.com.br/og-image.png");
    expect(metaContent(meta, "og:image:width")).toBe("1200");
    expect(metaContent(meta, "og:image:height")).toBe("630");
    expect(metaContent(meta, "og:image:alt")).toBe("Uma caixa verde");
    expect(metaContent(meta, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(meta, "twitter:image")).toBe("https://www.exemplo.com.br/og-image.png");
  });

  test("marks pages that search engines must skip", () => {
    const meta = buildPageMeta({ ...plans, path: "/termo", indexable: false }, site);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(metaContent(buildPageMeta(plans, site), "robots")).toBeUndefined();
  });

  test("a page without a path has no canonical link, no og:url and no breadcrumb", () => {
    const meta = buildPageMeta({ ...plans, path: undefined, indexable: false }, site);
    expect(meta.some((tag) => "rel" in tag)).toBe(false);
    expect(metaContent(meta, "og:url")).toBeUndefined();
    expect(jsonLd(meta)).toEqual([]);
  });

  test("adds keywords when the page has them", () => {
    const meta = buildPageMeta({ ...plans, keywords: ["a", "b c"] }, site);
    expect(meta).toContainEqual({ name: "keywords", content: "a, b c" });
  });

  test("inner pages get a breadcrumb from the home page, the home page none", () => {
    expect(jsonLd(buildPageMeta(plans, site))).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            name: "Início",
            item: "https://www.exemplo.com.br/",
          },
          {
            "@type": "ListItem",
            position: 2,
            name: "Planos",
            item: "https://www.exemplo.com.br/planos",
          },
        ],
      },
    ]);
    expect(jsonLd(buildPageMeta({ ...plans, path: "/" }, site))).toEqual([]);
  });

  test("adds the page's own structured data before the breadcrumb", () => {
    const faq = { "@context": "https://schema.org", "@type": "FAQPage" } as const;
    const data = jsonLd(buildPageMeta(plans, site, [faq]));
    expect(data.map((entry) => (entry as { "@type": string })["@type"])).toEqual([
      "FAQPage",
      "BreadcrumbList",
    ]);
  });
});

describe("buildAbsoluteUrl", () => {
  test("joins origin and path with exactly one slash", () => {
    expect(buildAbsoluteUrl("https://a.example", "/faq")).toBe("https://a.example/faq");
    expect(buildAbsoluteUrl("https://a.example", "/")).toBe("https://a.example/");
  });
});
