/**
 * Addresses and sizes of the icons, share image and web manifest that
 * scripts/brand-assets.ts draws at every build. The script writes the files
 * here and app/root.tsx links to them, both from this one list.
 */

/** The picture link previews show (Open Graph / Twitter card). */
export const shareImage = {
  href: "/og-image.png",
  type: "image/png",
  width: 1200,
  height: 630,
} as const;

/** The primary favicon, drawn by hand in public/favicon.svg. */
export const faviconSvg = { href: "/favicon.svg", type: "image/svg+xml" } as const;

/** For browsers that cannot show an SVG favicon (older Safari, above all). */
export const faviconPng = { href: "/favicon-32x32.png", type: "image/png", sizePx: 32 } as const;

/** iOS home screen icon. iOS draws transparency as black, so it is opaque. */
export const appleTouchIcon = { href: "/apple-touch-icon.png", sizePx: 180 } as const;

export const webManifest = { href: "/manifest.webmanifest" } as const;

export interface ManifestIcon {
  href: string;
  sizePx: number;
  /**
   * "any": the favicon as drawn. "maskable": full-bleed background with the
   * artwork inside the central 80%, so Android can crop it to any shape.
   */
  purpose: "any" | "maskable";
}

export const manifestIcons: readonly ManifestIcon[] = [
  { href: "/icons/icon-192.png", sizePx: 192, purpose: "any" },
  { href: "/icons/icon-512.png", sizePx: 512, purpose: "any" },
  { href: "/icons/icon-maskable-512.png", sizePx: 512, purpose: "maskable" },
];
