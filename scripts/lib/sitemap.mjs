// @ts-check
/**
 * sitemap.xml and robots.txt, written at build from the pre-rendered pages:
 * every page React Router pre-rendered from the route list, minus the 404
 * and the pages marked noindex, at the canonical URL its own <head> gives.
 * So the sitemap can never disagree with the pages' canonical links.
 */
import { hasNoindex } from "./pages.mjs";

/**
 * What a pre-rendered page says about itself to search engines.
 * @param {string} html
 * @returns {{ canonical: string | null, isIndexable: boolean }}
 */
export function readPageSeo(html) {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
  return { canonical, isIndexable: !hasNoindex(html) };
}

/** @param {string} text */
function escapeXml(text) {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      /** @type {Record<string, string>} */ ({
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        '"': "&quot;",
        "'": "&apos;",
      })[char] ?? char,
  );
}

/**
 * A sitemaps.org urlset with the given absolute URLs, home page first.
 * @param {readonly string[]} urls
 */
export function buildSitemapXml(urls) {
  const isHome = (/** @type {string} */ url) => new URL(url).pathname === "/";
  const sorted = [...new Set(urls)].sort(
    (a, b) => Number(isHome(b)) - Number(isHome(a)) || a.localeCompare(b),
  );
  const entries = sorted.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Lets every crawler in and points it at the sitemap. Pages that must stay
 * out of search results say so with noindex (in their HTML and headers):
 * a Disallow here would stop crawlers from ever reading that noindex.
 * @param {string} sitemapUrl
 */
export function buildRobotsTxt(sitemapUrl) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * The sitemap's URLs from the pre-rendered pages. Throws when an indexable
 * page has no canonical link, or links to another origin than the rest.
 * @param {readonly { file: string, html: string }[]} pages every page but the 404
 * @returns {{ urls: string[], origin: string }}
 */
export function collectSitemapUrls(pages) {
  const urls = [];
  for (const { file, html } of pages) {
    const { canonical, isIndexable } = readPageSeo(html);
    if (!isIndexable) continue;
    if (canonical === null) {
      throw new Error(`${file} can be indexed but has no <link rel="canonical">`);
    }
    urls.push(canonical);
  }
  const origins = new Set(urls.map((url) => new URL(url).origin));
  const [origin] = origins;
  if (origin === undefined || origins.size > 1) {
    throw new Error(
      `the pages' canonical links need one origin, found: ${[...origins].join(", ")}`,
    );
  }
  return { urls, origin };
}
