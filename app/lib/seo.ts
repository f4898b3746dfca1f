import type { MetaDescriptor } from "react-router";

export interface SeoPage {
  /** Path of the page; pages without one (the 404) get no canonical link. */
  path?: string;
  title: string;
  description: string;
  /** `false` keeps the page out of search engines (robots noindex). */
  indexable: boolean;
  keywords?: readonly string[];
}

export interface SeoSite {
  brandName: string;
  /** Origin without trailing slash, e.g. "https://www.example.com.br". */
  siteUrl: string;
}

/** Joins the site origin and a path into the absolute URL used for canonicals. */
export function buildAbsoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/** Formats the document title the same way on every page: "Página | Marca". */
export function buildDocumentTitle(pageTitle: string, brandName: string): string {
  return `${pageTitle} | ${brandName}`;
}

/**
 * The `meta` export of every route: title, description, canonical link,
 * robots and keywords, all derived from the page's content entry.
 */
export function buildPageMeta(page: SeoPage, site: SeoSite): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: buildDocumentTitle(page.title, site.brandName) },
    { name: "description", content: page.description },
  ];
  if (page.path !== undefined) {
    meta.push({
      tagName: "link",
      rel: "canonical",
      href: buildAbsoluteUrl(site.siteUrl, page.path),
    });
  }
  if (!page.indexable) {
    meta.push({ name: "robots", content: "noindex" });
  }
  if (page.keywords && page.keywords.length > 0) {
    meta.push({ name: "keywords", content: page.keywords.join(", ") });
  }
  return meta;
}
