/**
 * The photo pipeline end to end: a folder with a JPEG and a PNG made here
 * (never under app/assets/photos, so no fake photo reaches the site), a real
 * Vite build with the photos plugin, and the site's ContentImage rendered to
 * HTML from that build, as pre-rendering does.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { planWidths, slugify } from "./pipeline";
import type { renderContentImage } from "./test-support/render-content-image";
import { photosPlugin } from "./vite-plugin";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A photo-like picture (gradient sky, ground, a green box, film grain) of the given size. */
async function writeFixturePhoto(file: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1200">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe8f7"/><stop offset="1" stop-color="#f6efe0"/></linearGradient>
      <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/><feColorMatrix type="saturate" values="0"/><feBlend in="SourceGraphic" mode="multiply"/></filter>
    </defs>
    <g filter="url(#grain)">
      <rect width="1600" height="1200" fill="url(#sky)"/>
      <rect y="820" width="1600" height="380" fill="#b99b72"/>
      <polygon points="520,420 1080,420 1160,860 440,860" fill="#1f7a4d"/>
      <rect x="500" y="380" width="600" height="60" rx="12" fill="#16603b"/>
    </g>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  await (file.endsWith(".png") ? image.png() : image.jpeg({ quality: 90 })).toFile(file);
}

/** Attributes of every <tag …> in `html`, in order. */
function tagsIn(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    ),
  );
}

let workDir = "";
let assetFiles: string[] = [];
let render: typeof renderContentImage;

beforeAll(async () => {
  // Inside the project, so the built module finds react in node_modules.
  await mkdir(path.join(root, "node_modules", ".cache"), { recursive: true });
  workDir = await mkdtemp(path.join(root, "node_modules", ".cache", "photos-test-"));
  const photosDir = path.join(workDir, "photos");
  await mkdir(photosDir);
  await writeFixturePhoto(path.join(photosDir, "Caixa Aberta.jpg"), 1600, 1200);
  await writeFixturePhoto(path.join(photosDir, "kit-20.png"), 800, 600);
  const outDir = path.join(workDir, "out");
  await build({
    configFile: false,
    root,
    mode: "production",
    logLevel: "silent",
    plugins: [photosPlugin({ dir: photosDir, cacheDir: path.join(workDir, "cache") })],
    resolve: { alias: { "~": path.join(root, "app") } },
    build: {
      ssr: path.join(root, "scripts", "photos", "test-support", "render-content-image.ts"),
      ssrEmitAssets: true,
      outDir,
      emptyOutDir: true,
      assetsInlineLimit: 0,
      rollupOptions: { output: { entryFileNames: "entry.js" } },
    },
  });
  assetFiles = await readdir(path.join(outDir, "assets"));
  ({ renderContentImage: render } = await import(
    pathToFileURL(path.join(outDir, "entry.js")).href
  ));
}, 180_000);

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The emitted files of one photo, as "<width>.<format>", e.g. "960.avif". */
function variantsOf(stem: string) {
  const pattern = new RegExp(`^${stem}-([0-9a-f]{10})-(\\d+)\\.(\\w+)$`);
  const matches = assetFiles.flatMap((name) => {
    const match = pattern.exec(name);
    return match ? [{ name, hash: match[1], variant: `${match[2]}.${match[3]}` }] : [];
  });
  return { hash: matches[0]?.hash, variants: matches.map((match) => match.variant).sort() };
}

describe("the build turns each photo into AVIF, WebP and its own format", () => {
  test("a 1600 × 1200 JPEG: 480, 960 and 1440 px wide, nothing wider", () => {
    expect(variantsOf("caixa-aberta").variants).toEqual(
      ["1440.avif", "1440.jpg", "1440.webp", "480.avif", "480.jpg", "480.webp"]
        .concat(["960.avif", "960.jpg", "960.webp"])
        .sort(),
    );
  });

  test("an 800 × 600 PNG is never enlarged, and keeps PNG as its fallback", () => {
    expect(variantsOf("kit-20").variants).toEqual(
      ["480.avif", "480.png", "480.webp", "800.avif", "800.png", "800.webp"].sort(),
    );
  });

  test("every file is what its name says, in the photo's proportions", async () => {
    const { hash } = variantsOf("caixa-aberta");
    const formats = { avif: "heif", webp: "webp", jpg: "jpeg" } as const;
    for (const width of [480, 960, 1440]) {
      for (const [extension, format] of Object.entries(formats)) {
        const file = path.join(
          workDir,
          "out",
          "assets",
          `caixa-aberta-${hash}-${width}.${extension}`,
        );
        const metadata = await sharp(file).metadata();
        expect({
          file: path.basename(file),
          format: metadata.format,
          width: metadata.width,
          height: metadata.height,
        }).toEqual({
          file: path.basename(file),
          format,
          width,
          height: (width * 3) / 4,
        });
      }
    }
  });

  test("every file is smaller than the photo, and AVIF smaller than the JPEG", async () => {
    const { hash } = variantsOf("caixa-aberta");
    const size = async (name: string) =>
      (await stat(path.join(workDir, "out", "assets", name))).size;
    const photoSize = (await stat(path.join(workDir, "photos", "Caixa Aberta.jpg"))).size;
    for (const variant of variantsOf("caixa-aberta").variants) {
      expect(await size(`caixa-aberta-${hash}-${variant}`), variant).toBeLessThan(photoSize);
    }
    expect(await size(`caixa-aberta-${hash}-960.avif`)).toBeLessThan(
      await size(`caixa-aberta-${hash}-960.jpg`),
    );
  });
});

describe("ContentImage renders a built photo as <picture>", () => {
  const sizes = "(min-width: 1024px) 32rem, 16rem";

  test("AVIF and WebP sources with every width, then a JPEG <img> with the photo's real size", () => {
    const html = render({
      // Typed as 4:3 but small: the page uses the file's own pixel size.
      image: {
        file: "photos/Caixa Aberta.jpg",
        width: 4,
        height: 3,
        alt: "Caixa aberta com livros",
      },
      sizes,
    });
    const { hash } = variantsOf("caixa-aberta");
    const base = `/assets/caixa-aberta-${hash}`;
    const srcset = (format: string) =>
      `${base}-480.${format} 480w, ${base}-960.${format} 960w, ${base}-1440.${format} 1440w`;
    expect(html).toMatch(
      /^<picture class="contents"><source [^>]*\/><source [^>]*\/><img [^>]*\/><\/picture>$/,
    );
    expect(tagsIn(html, "source")).toEqual([
      { type: "image/avif", srcSet: srcset("avif"), sizes },
      { type: "image/webp", srcSet: srcset("webp"), sizes },
    ]);
    expect(tagsIn(html, "img")).toEqual([
      {
        loading: "lazy",
        decoding: "async",
        src: `${base}-1440.jpg`,
        srcSet: srcset("jpg"),
        sizes,
        width: "1600",
        height: "1200",
        alt: "Caixa aberta com livros",
      },
    ]);
  });

  test("every URL in the markup is a file the build wrote", () => {
    const html = render({
      image: { file: "photos/kit-20.png", width: 4, height: 3, alt: "Kit" },
      sizes,
    });
    const urls = [...html.matchAll(/(?:src|srcSet)="([^"]+)"/g)].flatMap((match) =>
      (match[1] ?? "").split(", ").map((candidate) => candidate.split(" ")[0] ?? ""),
    );
    expect(urls).toHaveLength(7);
    for (const url of urls) {
      expect(url).toMatch(/^\/assets\//);
      expect(existsSync(path.join(workDir, "out", url))).toBe(true);
    }
  });

  test("a priority photo loads at once with high priority", () => {
    const html = render({
      image: { file: "photos/kit-20.png", width: 4, height: 3, alt: "Kit" },
      sizes,
      priority: true,
    });
    const [img] = tagsIn(html, "img");
    expect(img).toMatchObject({
      loading: "eager",
      fetchPriority: "high",
      width: "800",
      height: "600",
    });
    expect(img).not.toHaveProperty("decoding");
    // No <link rel="preload"> for the JPEG: the browser picks AVIF from the <picture>.
    expect(html).not.toContain("<link");
  });

  test("an SVG next to the photos is still a single <img>", () => {
    const html = render({
      image: { file: "illustrations/caixa.svg", width: 560, height: 440, alt: "Caixa" },
      sizes,
    });
    expect(html).toMatch(/^<img [^>]*\/>$/);
    expect(tagsIn(html, "img")[0]).toMatchObject({ width: "560", height: "440", loading: "lazy" });
    expect(tagsIn(html, "img")[0]?.src).toMatch(/^\/assets\/caixa-[\w-]+\.svg$/);
  });
});

describe("widths and names", () => {
  test.each([
    [4032, [480, 960, 1440]],
    [1600, [480, 960, 1440]],
    [1440, [480, 960, 1440]],
    [1000, [480, 1000]],
    [960, [480, 960]],
    [500, [500]],
    [300, [300]],
  ])("a photo %i px wide is built at %j", (width, widths) => {
    expect(planWidths(width)).toEqual(widths);
  });

  test.each([
    ["Caixa Aberta", "caixa-aberta"],
    ["Mudança São Paulo (2)", "mudanca-sao-paulo-2"],
    ["___", "foto"],
  ])("%j is served as %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
