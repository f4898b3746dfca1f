/**
 * The share image, the PNG icons and the web manifest, drawn at every build
 * (called by post-build.ts) from their sources: public/favicon.svg, the box
 * illustration, the site font, the brand colours and the brand name. Nothing
 * here is kept in git, so they cannot fall out of step with those sources.
 *
 * The builders (manifest, SVG documents) are pure and unit-tested; only
 * `writeBrandAssets` reads and writes files.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import {
  appleTouchIcon,
  faviconPng,
  manifestIcons,
  shareImage,
  webManifest,
} from "../app/content/brand-assets";
import { brandColors, launchBackgroundColor, themeColor } from "../app/content/brand-colors";
import type { Company } from "../app/content/company";
import { shareImageCopy } from "../app/content/share-image";
import { createTextOutliner, type TextOutliner } from "./lib/text-outliner";

const projectFile = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

/** Where each source lives. The font is the exact file the site serves. */
const sources = {
  favicon: projectFile("public/favicon.svg"),
  box: projectFile("app/assets/illustrations/caixa.svg"),
  logo: projectFile("app/assets/illustrations/logo-caixa.svg"),
  font: createRequire(import.meta.url).resolve(
    "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  ),
};

/** A share image above this size is slow on mobile data; some crawlers skip it. */
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;

type BrandCompany = Pick<Company, "brandName" | "siteUrl">;

/**
 * Writes the share image, icons and manifest into the client build folder.
 * Returns the paths written.
 */
export async function writeBrandAssets({
  clientDir,
  company,
}: {
  clientDir: string;
  company: BrandCompany;
}): Promise<string[]> {
  const [favicon, box, logo, font] = await Promise.all([
    readFile(sources.favicon, "utf8"),
    readFile(sources.box, "utf8"),
    readFile(sources.logo, "utf8"),
    readFile(sources.font),
  ]);
  const text = await createTextOutliner(font);

  const outputs: { href: string; data: Buffer | string }[] = [
    {
      href: shareImage.href,
      data: renderPng(
        buildShareImageSvg(
          {
            brandName: company.brandName,
            ...shareImageCopy,
            siteHost: new URL(company.siteUrl).host,
            boxSvg: box,
            logoSvg: logo,
          },
          text,
        ),
        shareImage.width,
      ),
    },
    { href: faviconPng.href, data: renderPng(buildIconSvg(favicon, "any"), faviconPng.sizePx) },
    {
      href: appleTouchIcon.href,
      data: renderPng(buildIconSvg(favicon, "opaque"), appleTouchIcon.sizePx),
    },
    ...manifestIcons.map((icon) => ({
      href: icon.href,
      data: renderPng(buildIconSvg(favicon, icon.purpose), icon.sizePx),
    })),
    {
      href: webManifest.href,
      data: `${JSON.stringify(buildWebManifest(company), null, 2)}\n`,
    },
  ];

  const shareBytes = outputs[0]!.data.length;
  if (shareBytes > SHARE_IMAGE_MAX_BYTES) {
    throw new Error(
      `brand-assets: ${shareImage.href} is ${shareBytes} bytes, over ${SHARE_IMAGE_MAX_BYTES}`,
    );
  }

  const written: string[] = [];
  for (const { href, data } of outputs) {
    const file = path.join(clientDir, ...href.split("/").filter(Boolean));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    written.push(file);
  }
  return written;
}

/** The web app manifest, as JSON-ready data. */
export function buildWebManifest(company: Pick<Company, "brandName">) {
  return {
    id: "/",
    name: company.brandName,
    short_name: company.brandName,
    lang: "pt-BR",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    // "browser", not "minimal-ui" or "standalone": a marketing site people
    // visit for one move gains nothing from its own window, and every call
    // to action leaves for WhatsApp. In a normal tab the address bar, share
    // and back stay where people expect them, and browsers do not prompt to
    // "install" the site. The manifest still names and colours a home screen
    // shortcut.
    display: "browser",
    theme_color: themeColor,
    background_color: launchBackgroundColor,
    icons: manifestIcons.map((icon) => ({
      src: icon.href,
      sizes: `${icon.sizePx}x${icon.sizePx}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}

/**
 * The favicon drawn as a square icon.
 * - "any": as drawn, transparent corners and all.
 * - "opaque": on a full square of the favicon's tile colour (iOS paints
 *   transparency black and rounds the corners itself).
 * - "maskable": the same full square, with the favicon scaled into the
 *   central 80%: the safe zone that survives Android's circle, squircle or
 *   teardrop masks.
 */
export function buildIconSvg(faviconSvg: string, variant: "any" | "opaque" | "maskable"): string {
  const size = 512;
  const artworkScale = variant === "maskable" ? 0.8 : 1;
  const artworkSize = size * artworkScale;
  const offset = (size - artworkSize) / 2;
  // themeColor is the favicon's own tile colour, so the tile merges into the
  // background and only the box remains on it.
  const background =
    variant === "any" ? "" : `<rect width="${size}" height="${size}" fill="${themeColor}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    background +
    embedSvg(faviconSvg, { x: offset, y: offset, width: artworkSize, height: artworkSize }) +
    `</svg>`
  );
}

export interface ShareImageSource {
  brandName: string;
  headline: string;
  supportingLine: string;
  /** The site's host name as people type it, e.g. "www.ecocaixa.com.br". */
  siteHost: string;
  boxSvg: string;
  logoSvg: string;
}

/** Layout of the 1200×630 share image, in pixels. */
export const shareLayout = {
  width: shareImage.width,
  height: shareImage.height,
  marginX: 72,
  /** Right edge of the text column; the illustration starts about here. */
  textRight: 600,
  logoTop: 60,
  logoSize: 68,
  /** Between the logo and the brand name, as in the site header. */
  logoGap: 20,
  brand: { maxSizePx: 46, minSizePx: 26, weight: 800 },
  headline: { sizesPx: [66, 60, 54, 48, 44], maxLines: 3, lineHeight: 1.12, weight: 800 },
  supporting: { maxSizePx: 32, minSizePx: 22, weight: 600 },
  host: { maxSizePx: 26, minSizePx: 16, weight: 700, baselineY: 570 },
  accent: { width: 72, height: 8, gapBelow: 30 },
  /** From the headline's last baseline to the top of the supporting line. */
  supportingGap: 52,
} as const;

/**
 * The share image as an SVG document: the brand mark and name, the headline
 * and a supporting line on the left, the box illustration on the right, on
 * the sand surface. Text becomes outlines in the site font (see
 * text-outliner.ts); it is sized to fit its column and the build fails if
 * it cannot fit, rather than clipping it.
 */
export function buildShareImageSvg(source: ShareImageSource, text: TextOutliner): string {
  const columnWidth = shareLayout.textRight - shareLayout.marginX;
  const x = shareLayout.marginX;

  // Brand mark and name, as in the site header.
  const brandWidth = columnWidth - shareLayout.logoSize - shareLayout.logoGap;
  const brandSize = fitOneLine(
    text,
    source.brandName,
    brandWidth,
    shareLayout.brand,
    "the brand name (SITE_BRAND_NAME)",
  );
  const brandBaseline =
    shareLayout.logoTop + shareLayout.logoSize / 2 + text.capHeight(brandSize) / 2;

  // Headline: the largest size at which it wraps into at most maxLines lines.
  const headline = fitLines(text, source.headline, columnWidth, shareLayout.headline);
  const lineStep = headline.sizePx * shareLayout.headline.lineHeight;
  const supportingSize = fitOneLine(
    text,
    source.supportingLine,
    columnWidth,
    shareLayout.supporting,
    "app/content/share-image.ts supportingLine",
  );
  const hostSize = fitOneLine(
    text,
    source.siteHost,
    columnWidth,
    shareLayout.host,
    "the site host (SITE_URL)",
  );

  // Centre the accent bar, headline and supporting line between the logo and
  // the host line.
  const { accent } = shareLayout;
  const blockHeight =
    accent.height +
    accent.gapBelow +
    text.capHeight(headline.sizePx) +
    lineStep * (headline.lines.length - 1) +
    shareLayout.supportingGap +
    text.capHeight(supportingSize);
  const areaTop = shareLayout.logoTop + shareLayout.logoSize;
  const areaBottom = shareLayout.host.baselineY - text.capHeight(hostSize);
  const accentY = Math.round(areaTop + (areaBottom - areaTop - blockHeight) / 2);
  const firstBaseline = accentY + accent.height + accent.gapBelow + text.capHeight(headline.sizePx);
  const lastBaseline = firstBaseline + lineStep * (headline.lines.length - 1);
  const supportingBaseline =
    lastBaseline + shareLayout.supportingGap + text.capHeight(supportingSize);

  const headlineStyle = { sizePx: headline.sizePx, weight: shareLayout.headline.weight };
  const label = `${source.brandName}: ${source.headline}`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${shareLayout.width}" height="${shareLayout.height}" viewBox="0 0 ${shareLayout.width} ${shareLayout.height}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect width="${shareLayout.width}" height="${shareLayout.height}" fill="${brandColors["sand-50"]}"/>`,
    // A pale green disc behind the box, bleeding off the right edge.
    `<circle cx="930" cy="330" r="330" fill="${brandColors["brand-100"]}"/>`,
    embedSvg(source.boxSvg, { x: 585, y: 95, width: 616, height: 484 }),
    embedSvg(source.logoSvg, {
      x,
      y: shareLayout.logoTop,
      width: shareLayout.logoSize,
      height: shareLayout.logoSize,
    }),
    textPath(
      text,
      source.brandName,
      { sizePx: brandSize, weight: shareLayout.brand.weight },
      x + shareLayout.logoSize + shareLayout.logoGap,
      brandBaseline,
      brandColors["brand-900"],
    ),
    `<rect x="${x}" y="${accentY}" width="${accent.width}" height="${accent.height}" rx="${accent.height / 2}" fill="${brandColors["leaf-500"]}"/>`,
    ...headline.lines.map((line, index) =>
      textPath(
        text,
        line,
        headlineStyle,
        x,
        firstBaseline + lineStep * index,
        brandColors["brand-950"],
      ),
    ),
    textPath(
      text,
      source.supportingLine,
      { sizePx: supportingSize, weight: shareLayout.supporting.weight },
      x,
      supportingBaseline,
      brandColors["ink-muted"],
    ),
    textPath(
      text,
      source.siteHost,
      { sizePx: hostSize, weight: shareLayout.host.weight },
      x,
      shareLayout.host.baselineY,
      brandColors["brand-700"],
    ),
    `</svg>`,
  ].join("");
}

/** One line of text as a filled outline, labelled with the text it draws. */
function textPath(
  text: TextOutliner,
  content: string,
  style: { sizePx: number; weight: number },
  x: number,
  baselineY: number,
  fill: string,
) {
  return `<path aria-label="${escapeXml(content)}" fill="${fill}" d="${text.outline(content, style, x, baselineY)}"/>`;
}

/**
 * The largest size from maxSizePx down to minSizePx (whole pixels) at which
 * the text fits in one line of maxWidth.
 */
function fitOneLine(
  text: TextOutliner,
  content: string,
  maxWidth: number,
  { maxSizePx, minSizePx, weight }: { maxSizePx: number; minSizePx: number; weight: number },
  what: string,
): number {
  for (let sizePx = maxSizePx; sizePx >= minSizePx; sizePx--) {
    if (text.measure(content, { sizePx, weight }) <= maxWidth) return sizePx;
  }
  throw new Error(
    `brand-assets: ${what} ("${content}") does not fit the share image even at ${minSizePx} px; shorten it`,
  );
}

/**
 * Wraps the text at spaces into lines no wider than maxWidth, at the largest
 * of the given sizes that needs no more than maxLines lines.
 */
export function fitLines(
  text: TextOutliner,
  content: string,
  maxWidth: number,
  { sizesPx, maxLines, weight }: { sizesPx: readonly number[]; maxLines: number; weight: number },
): { sizePx: number; lines: string[] } {
  const words = content.trim().split(/\s+/);
  for (const sizePx of sizesPx) {
    const style = { sizePx, weight };
    const lines: string[] = [];
    let fits = true;
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && text.measure(`${last} ${word}`, style) <= maxWidth) {
        lines[lines.length - 1] = `${last} ${word}`;
      } else if (text.measure(word, style) <= maxWidth) {
        lines.push(word);
      } else {
        fits = false;
        break;
      }
    }
    if (fits && lines.length <= maxLines) return { sizePx, lines };
  }
  throw new Error(
    `brand-assets: the share image headline ("${content}") needs more than ${maxLines} lines; ` +
      `shorten it in app/content/share-image.ts`,
  );
}

/**
 * Places a standalone SVG document inside another at the given box, keeping
 * its viewBox (and so its proportions).
 */
export function embedSvg(
  svg: string,
  box: { x: number; y: number; width: number; height: number },
): string {
  const open = /<svg\b[^>]*>/.exec(svg);
  const close = svg.lastIndexOf("</svg>");
  const viewBox = open && /\bviewBox="([^"]+)"/.exec(open[0]);
  if (!open || !viewBox || close < open.index) {
    throw new Error("brand-assets: expected an <svg> document with a viewBox");
  }
  const inner = svg.slice(open.index + open[0].length, close);
  return `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="${viewBox[1]}">${inner}</svg>`;
}

/** Makes text safe inside XML text and double- or single-quoted attributes. */
export function escapeXml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/**
 * Rasterises an SVG document at the given width. System fonts are not
 * loaded: every text is already an outline, and loading them would only make
 * the output depend on the machine.
 */
export function renderPng(svg: string, widthPx: number): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: "width", value: widthPx },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
  })
    .render()
    .asPng();
}
