import type { SeoSite } from "~/lib/seo";
import { shareImage } from "./brand-assets";
import { company } from "./company";
import { pages } from "./pages";

/**
 * What every page's metadata shares: the brand, the site's address, the
 * language of link previews and the share image (drawn at build by
 * scripts/brand-assets.ts at the path and size brand-assets.ts gives).
 */
export const seoSite: SeoSite = {
  brandName: company.brandName,
  siteUrl: company.siteUrl,
  locale: "pt_BR",
  homeLabel: pages.home.navLabel,
  shareImage: {
    path: shareImage.href,
    width: shareImage.width,
    height: shareImage.height,
    type: shareImage.type,
    alt: `${company.brandName}: caixa plástica verde para mudança, com tampa e alças`,
  },
};
