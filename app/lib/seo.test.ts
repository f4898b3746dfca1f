import { describe, expect, test } from "vitest";
import { buildAbsoluteUrl, buildPageMeta } from "./seo";

const site = { brandName: "Marca", siteUrl: "https://www.exemplo.com.br" };

describe("buildPageMeta", () => {
  test("gives title, description and an absolute canonical URL", () => {
    const meta = buildPageMeta(
      { path: "/planos", title: "Planos", description: "Os kits.", indexable: true },
      site,
    );
    expect(meta).toEqual([
      { title: "Planos | Marca" },
      { name: "description", content: "Os kits." },
      { tagName: "link", rel: "canonical", href: "https://www.exemplo.com.br/planos" },
    ]);
  });

  test("marks pages that search engines must skip", () => {
    const meta = buildPageMeta(
      { path: "/termo", title: "T", description: "D", indexable: false },
      site,
    );
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });

  test("a page without a path has no canonical link", () => {
    const meta = buildPageMeta({ title: "404", description: "D", indexable: false }, site);
    expect(meta.some((tag) => "rel" in tag)).toBe(false);
  });

  test("adds keywords when the page has them", () => {
    const meta = buildPageMeta(
      { path: "/", title: "T", description: "D", indexable: true, keywords: ["a", "b c"] },
      site,
    );
    expect(meta).toContainEqual({ name: "keywords", content: "a, b c" });
  });
});

describe("buildAbsoluteUrl", () => {
  test.each([
    ["/", "https://www.exemplo.com.br/"],
    ["/faq", "https://www.exemplo.com.br/faq"],
    ["/conheca-a-caixa", "https://www.exemplo.com.br/conheca-a-caixa"],
  ])("%s → %s", (path, url) => {
    expect(buildAbsoluteUrl(site.siteUrl, path)).toBe(url);
  });
});
