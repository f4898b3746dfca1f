import { describe, expect, test } from "vitest";
import { buildRobotsTxt, buildSitemapXml, collectSitemapUrls, readPageSeo } from "./sitemap.mjs";

const page = (canonical: string | null, robots?: string) =>
  `<html><head>${robots ? `<meta name="robots" content="${robots}"/>` : ""}${
    canonical ? `<link rel="canonical" href="${canonical}"/>` : ""
  }</head></html>`;

describe("readPageSeo", () => {
  test("reads the canonical link and the robots directive", () => {
    expect(readPageSeo(page("https://a.example/faq"))).toEqual({
      canonical: "https://a.example/faq",
      isIndexable: true,
    });
    expect(readPageSeo(page("https://a.example/termo", "noindex")).isIndexable).toBe(false);
    expect(readPageSeo(page(null)).canonical).toBeNull();
  });
});

describe("collectSitemapUrls", () => {
  test("keeps indexable pages and drops noindex ones", () => {
    const { urls, origin } = collectSitemapUrls([
      { file: "index.html", html: page("https://a.example/") },
      { file: "faq/index.html", html: page("https://a.example/faq") },
      { file: "termo/index.html", html: page("https://a.example/termo", "noindex") },
    ]);
    expect(urls).toEqual(["https://a.example/", "https://a.example/faq"]);
    expect(origin).toBe("https://a.example");
  });

  test("names the page that can be indexed but has no canonical link", () => {
    expect(() => collectSitemapUrls([{ file: "planos/index.html", html: page(null) }])).toThrow(
      /planos\/index\.html/,
    );
  });

  test("refuses canonical links on two origins", () => {
    expect(() =>
      collectSitemapUrls([
        { file: "index.html", html: page("https://a.example/") },
        { file: "faq/index.html", html: page("https://b.example/faq") },
      ]),
    ).toThrow(/one origin/);
  });
});

describe("buildSitemapXml", () => {
  test("lists each URL once, home first, escaped", () => {
    const xml = buildSitemapXml([
      "https://a.example/faq",
      "https://a.example/",
      "https://a.example/faq",
      "https://a.example/a&b",
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://a.example/</loc></url>",
        "  <url><loc>https://a.example/a&amp;b</loc></url>",
        "  <url><loc>https://a.example/faq</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });
});

describe("buildRobotsTxt", () => {
  test("allows everything and names the sitemap", () => {
    expect(buildRobotsTxt("https://a.example/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n",
    );
  });
});
