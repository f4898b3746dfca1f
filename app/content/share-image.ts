/**
 * Text of the share image (the picture WhatsApp, Facebook and others show
 * under a link to the site, /og-image.png). It is drawn at every build by
 * scripts/brand-assets.ts, next to the brand name from company.ts and the box
 * illustration. Keep it short: in a chat preview the picture is about
 * 300 px wide, so only a few large words stay readable.
 */
export const shareImageCopy = {
  /** The big text, at most about 45 characters (three lines). */
  headline: "Aluguel de caixas plásticas para mudança",
  /** One short line under the headline. */
  supportingLine: "Entregamos, você embala e nós buscamos.",
} as const;
