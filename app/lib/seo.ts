import type { MetaDescriptor } from "react-router";
import type { BreadcrumbList, Thing, WithContext } from "schema-dts";

export interface SeoPage {
  /** Path of the page; pages without one (the 404) get no canonical link. */
  path?: string;
  title: string;
  description: string;
  /** `false` keeps the page out of search engines (robots noindex). */
  indexable: boolean;
  keywords?: readonly string[];
  /** Short name of the page, as in the menu; the breadcrumb uses it. */
  navLabel: string;
}

/** The picture link previews (WhatsApp, Facebook, X…) show for every page. */
export interface ShareImage {
  /** Path under the site root, e.g. "/og-image.png". */
  path: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

export interface SeoSite {
  brandName: string;
  /** Origin without trailing slash, e.g. "https://www.example.com.br". */
  siteUrl: string;
  /** Open Graph locale, e.g. "pt_BR". */
  locale: string;
  /** Name of the home page in breadcrumbs ("Início"). */
  homeLabel: string;
  shareImage: ShareImage;
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
 * The trail from the home page to an inner page, as schema.org
 * BreadcrumbList: "Início › Planos".
 */
export function buildBreadcrumbJsonLd(
  page: SeoPage & { path: string },
  site: SeoSite,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { name: site.homeLabel, path: "/" },
      { name: page.navLabel, path: page.path },
    ].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: buildAbsoluteUrl(site.siteUrl, crumb.path),
    })),
  };
}

/**
 * The `meta` export of every route: title, description, canonical link,
 * robots, keywords, Open Graph and Twitter card tags, a breadcrumb on inner
 * pages and any structured data the page adds (JSON-LD), all derived from
 * the page's content entry.
 */
export function buildPageMeta(
  page: SeoPage,
  site: SeoSite,
  structuredData: readonly WithContext<Thing>[] = [],
): MetaDescriptor[] {
  const title = buildDocumentTitle(page.title, site.brandName);
  const url = page.path === undefined ? undefined : buildAbsoluteUrl(site.siteUrl, page.path);
  const image = buildAbsoluteUrl(site.siteUrl, site.shareImage.path);
  const meta: MetaDescriptor[] = [{ title }, { name: "description", content: page.description }];
  if (url !== undefined) meta.push({ tagName: "link", rel: "canonical", href: url });
  if (!page.indexable) meta.push({ name: "robots", content: "noindex" });
  if (page.keywords && page.keywords.length > 0) {
    meta.push({ name: "keywords", content: page.keywords.join(", ") });
  }
  meta.push(
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    ...(url === undefined ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: image },
    { property: "og:image:type", content: site.shareImage.type },
    { property: "og:image:width", content: String(site.shareImage.width) },
    { property: "og:image:height", content: String(site.shareImage.height) },
    { property: "og:image:alt", content: site.shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: site.shareImage.alt },
  );
  const jsonLd: WithContext<Thing>[] = [...structuredData];
  if (page.path !== undefined && page.path !== "/") {
    jsonLd.push(buildBreadcrumbJsonLd({ ...page, path: page.path }, site));
  }
  for (const data of jsonLd) meta.push({ "script:ld+json": data });
  return meta;
}
