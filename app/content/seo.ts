import type { SeoSite } from "~/lib/seo";
import { company } from "./company";
import { pages } from "./pages";

/**
 * What every page's metadata shares: the brand, the site's address, the
 * language of link previews and the share image (drawn at build by
 * scripts/brand-assets.ts, always at this path and size).
 */
export const seoSite: SeoSite = {
  brandName: company.brandName,
  siteUrl: company.siteUrl,
  locale: "pt_BR",
  homeLabel: pages.home.navLabel,
  shareImage: {
    path: "/og-image.png",
    width: 1200,
    height: 630,
    type: "image/png",
    alt: `${company.brandName}: caixa plástica verde para mudança, com tampa e alças`,
  },
};
