import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { appleTouchIcon, faviconPng, manifestIcons, shareImage } from "../app/content/brand-assets";
import { brandColors, launchBackgroundColor, themeColor } from "../app/content/brand-colors";
import { companyPlaceholders } from "../app/content/company";
import { shareImageCopy } from "../app/content/share-image";
import {
  buildIconSvg,
  buildShareImageSvg,
  buildWebManifest,
  embedSvg,
  escapeXml,
  fitLines,
  SHARE_IMAGE_MAX_BYTES,
  shareLayout,
  type ShareImageSource,
  writeBrandAssets,
} from "./brand-assets";
import { createTextOutliner, type TextOutliner } from "./lib/text-outliner";

const projectFile = (relative: string) => new URL(`../${relative}`, import.meta.url);
const faviconSource = readFileSync(projectFile("public/favicon.svg"), "utf8");
const fontFile = projectFile(
  "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
);

let text: TextOutliner;
beforeAll(async () => {
  text = await createTextOutliner(readFileSync(fontFile));
});

function shareSource(overrides: Partial<ShareImageSource> = {}): ShareImageSource {
  return {
    brandName: "EcoCaixa",
    ...shareImageCopy,
    siteHost: "www.ecocaixa.example",
    boxSvg: readFileSync(projectFile("app/assets/illustrations/caixa.svg"), "utf8"),
    logoSvg: readFileSync(projectFile("app/assets/illustrations/logo-caixa.svg"), "utf8"),
    ...overrides,
  };
}

/** The `d` of the path drawn for exactly this text, or undefined. */
function outlineOf(svg: string, content: string) {
  return new RegExp(`<path aria-label="${escapeXml(content)}" fill="[^"]+" d="([^"]*)"`).exec(
    svg,
  )?.[1];
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
function readPngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** RGBA pixels of an SVG document rendered at its own size. */
function renderPixels(svg: string) {
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  const { width, height, pixels } = image;
  return {
    width,
    height,
    at: (x: number, y: number) => {
      const i = (y * width + x) * 4;
      return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, pixels[i + 3]!];
    },
  };
}

function rgba(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, 255];
}

describe("buildWebManifest", () => {
  const manifest = buildWebManifest({ brandName: "Caixa Certa" });

  test("names the site after the brand, in Brazilian Portuguese, from the root", () => {
    expect(manifest).toMatchObject({
      name: "Caixa Certa",
      short_name: "Caixa Certa",
      lang: "pt-BR",
      start_url: "/",
      scope: "/",
      display: "browser",
    });
  });

  test("takes its colours from the brand colour module", () => {
    expect(manifest.theme_color).toBe(brandColors["brand-700"]);
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.background_color).toBe(launchBackgroundColor);
  });

  test("lists the PNG icons with sizes, type and purpose", () => {
    expect(manifest.icons).toEqual([
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ]);
  });
});

describe("escapeXml", () => {
  test("escapes the five XML special characters", () => {
    expect(escapeXml(`Caixa & Cia <"Mudança's">`)).toBe(
      "Caixa &amp; Cia &lt;&quot;Mudança&apos;s&quot;&gt;",
    );
  });
});

describe("buildShareImageSvg", () => {
  test("draws the brand name and the headline, and names them for screen readers", () => {
    const svg = buildShareImageSvg(shareSource({ brandName: "Foo" }), text);
    expect(svg).toContain(`<title>Foo: ${shareImageCopy.headline}</title>`);
    expect(outlineOf(svg, "Foo")).toMatch(/^M/);
    const headlineLines = [
      ...svg.matchAll(
        new RegExp(`<path aria-label="([^"]+)" fill="${brandColors["brand-950"]}"`, "g"),
      ),
    ].map((match) => match[1]);
    expect(headlineLines.join(" ")).toBe(shareImageCopy.headline);
    expect(outlineOf(svg, shareImageCopy.supportingLine)).toMatch(/^M/);
    expect(outlineOf(svg, "www.ecocaixa.example")).toMatch(/^M/);
  });

  test("the outline follows the brand name, not only the label", () => {
    const foo = outlineOf(buildShareImageSvg(shareSource({ brandName: "Foo" }), text), "Foo");
    const bar = outlineOf(buildShareImageSvg(shareSource({ brandName: "Bar" }), text), "Bar");
    expect(foo).not.toBe(bar);
  });

  test("a brand name with & and < stays well-formed XML", () => {
    const brandName = "Caixas & Cia <Mudanças>";
    const svg = buildShareImageSvg(shareSource({ brandName }), text);
    expect(svg).toContain("Caixas &amp; Cia &lt;Mudanças&gt;");
    expect(svg).not.toContain("<Mudanças>");
    // resvg refuses malformed XML, so this parses what the build renders.
    expect(() => new Resvg(svg, { font: { loadSystemFonts: false } })).not.toThrow();
  });

  test("every line of text ends before the illustration, long brand names included", () => {
    for (const brandName of ["Eco", "Caixas Verdes Mudanças"]) {
      const svg = buildShareImageSvg(shareSource({ brandName }), text);
      const drawn = [...svg.matchAll(/<path aria-label="[^"]*" fill="[^"]+" d="([^"]*)"/g)];
      expect(drawn.length).toBeGreaterThanOrEqual(5);
      for (const [, d] of drawn) {
        // Path data alternates x and y: every even number is an x.
        const xs = [...d!.matchAll(/-?\d+(?:\.\d+)?/g)]
          .map((match) => Number(match[0]))
          .filter((_, index) => index % 2 === 0);
        expect(Math.max(...xs)).toBeLessThanOrEqual(shareLayout.textRight);
        expect(Math.min(...xs)).toBeGreaterThanOrEqual(shareLayout.marginX - 2);
      }
    }
  });

  test("a brand name that cannot fit stops the build with a message", () => {
    expect(() =>
      buildShareImageSvg(shareSource({ brandName: "Caixas Plásticas para Mudança Ltda." }), text),
    ).toThrow(/brand name .* does not fit the share image/);
  });
});

describe("fitLines", () => {
  // Every character is half the font size wide: easy to reason about.
  const fixedWidth: TextOutliner = {
    measure: (content, { sizePx }) => content.length * sizePx * 0.5,
    outline: () => "",
    capHeight: (sizePx) => sizePx * 0.7,
  };
  const options = { sizesPx: [20, 10], maxLines: 2, weight: 800 };

  test("wraps at spaces at the largest size that fits", () => {
    // At 20 px a line holds 10 characters.
    expect(fitLines(fixedWidth, "caixas de mudança", 100, options)).toEqual({
      sizePx: 20,
      lines: ["caixas de", "mudança"],
    });
  });

  test("steps down a size when the text needs too many lines", () => {
    expect(fitLines(fixedWidth, "caixas plásticas para mudança", 100, options)).toEqual({
      sizePx: 10,
      lines: ["caixas plásticas", "para mudança"],
    });
  });

  test("fails when no size fits", () => {
    expect(() =>
      fitLines(fixedWidth, "aluguel de caixas plásticas para a sua mudança", 100, options),
    ).toThrow(/app\/content\/share-image.ts/);
  });
});

describe("buildIconSvg", () => {
  test('"any" keeps the favicon as drawn, transparent corners included', () => {
    const icon = renderPixels(buildIconSvg(faviconSource, "any"));
    expect(icon.at(0, 0)[3]).toBe(0);
    expect(icon.at(256, 256)[3]).toBe(255);
  });

  test('"opaque" (apple-touch-icon) has no transparent pixel', () => {
    const icon = renderPixels(buildIconSvg(faviconSource, "opaque"));
    for (let y = 0; y < icon.height; y += 3) {
      for (let x = 0; x < icon.width; x += 3) {
        expect(icon.at(x, y)[3]).toBe(255);
      }
    }
  });

  test('"maskable" keeps the artwork inside the safe zone on a full-bleed background', () => {
    const icon = renderPixels(buildIconSvg(faviconSource, "maskable"));
    const background = rgba(themeColor);
    const centre = icon.width / 2;
    // Android may crop to a circle of 40% of the size around the centre.
    const safeRadius = icon.width * 0.4;
    let artworkPixels = 0;
    for (let y = 0; y < icon.height; y += 2) {
      for (let x = 0; x < icon.width; x += 2) {
        // ±2 per channel: where the favicon's own tile (the same green) meets
        // the background, anti-aliasing leaves rounding differences.
        const isBackground = icon
          .at(x, y)
          .every((value, i) => Math.abs(value - background[i]!) <= 2);
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > safeRadius) {
          expect(isBackground, `pixel ${x},${y} outside the safe zone`).toBe(true);
        } else if (!isBackground) {
          artworkPixels++;
        }
      }
    }
    expect(artworkPixels).toBeGreaterThan(1000);
  });
});

describe("embedSvg", () => {
  test("nests a document at a box, keeping its viewBox", () => {
    expect(
      embedSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect/></svg>', {
        x: 1,
        y: 2,
        width: 3,
        height: 4,
      }),
    ).toBe('<svg x="1" y="2" width="3" height="4" viewBox="0 0 64 64"><rect/></svg>');
  });

  test("refuses a document without a viewBox", () => {
    expect(() => embedSvg("<svg><rect/></svg>", { x: 0, y: 0, width: 1, height: 1 })).toThrow();
  });
});

describe("writeBrandAssets", () => {
  let clientDir: string;
  let written: string[];
  const company = { ...companyPlaceholders, brandName: "Foo & Filhos" };

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "brand-assets-"));
    written = await writeBrandAssets({ clientDir, company });
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  const pngs = [
    { href: shareImage.href, width: shareImage.width, height: shareImage.height },
    { href: faviconPng.href, width: faviconPng.sizePx, height: faviconPng.sizePx },
    { href: appleTouchIcon.href, width: appleTouchIcon.sizePx, height: appleTouchIcon.sizePx },
    ...manifestIcons.map((icon) => ({ href: icon.href, width: icon.sizePx, height: icon.sizePx })),
  ];

  test.each(pngs)("$href is a $width×$height PNG", async ({ href, width, height }) => {
    const file = path.join(clientDir, href);
    expect(written).toContain(file);
    expect(readPngSize(await readFile(file))).toEqual({ width, height });
  });

  test("the share image stays under the size link previews accept", async () => {
    const { size } = await stat(path.join(clientDir, shareImage.href));
    expect(size).toBeLessThanOrEqual(SHARE_IMAGE_MAX_BYTES);
    expect(SHARE_IMAGE_MAX_BYTES).toBe(300 * 1024);
  });

  test("the manifest names the company's brand", async () => {
    const file = path.join(clientDir, "manifest.webmanifest");
    expect(written).toContain(file);
    const manifest = JSON.parse(await readFile(file, "utf8"));
    expect(manifest).toEqual(buildWebManifest(company));
    expect(manifest.name).toBe("Foo & Filhos");
  });
});
