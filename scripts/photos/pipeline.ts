/**
 * Turns the JPG and PNG photos of app/assets/photos into the files the site
 * serves: each photo at a few widths, as AVIF, WebP and its own format (the
 * fallback for browsers that read neither). Used by the Vite plugin in
 * ./vite-plugin.ts; see docs/decisions/0005-photos-pipeline.md.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";
import type { BuiltPhoto } from "virtual:photos";

/** Widths (px) built for every photo: phones, 2× phones and tablets, 2× desktop columns. */
export const PHOTO_WIDTHS = [480, 960, 1440] as const;

/** Formats of every width: modern first; the photo's own format is the fallback. */
export type PhotoFormat = "avif" | "webp" | "jpg" | "png";

/**
 * Encoder settings. They are part of every file's hash, so changing one here
 * gives the files new names and no browser keeps an old copy.
 */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 4 }),
  jpg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9, effort: 7 }),
} satisfies Record<PhotoFormat, (image: Sharp) => Sharp>;
const ENCODER_VERSION = "avif-q50-e4|webp-q75-e4|jpg-q78-moz|png-c9-e7|v1";

const PHOTO_FILE = /\.(jpe?g|png)$/i;

/** A photo found in the folder, with what is needed to build it. */
export interface PhotoSource {
  /** How content modules name it: "photos/kit-30.jpg". */
  key: string;
  /** Absolute path of the file. */
  file: string;
  /** Stem of every built file name: a URL-safe name plus a content hash, "kit-30-1a2b3c4d5e". */
  id: string;
  width: number;
  height: number;
  widths: number[];
  fallback: "jpg" | "png";
}

/**
 * The widths to build for a photo `width` px wide: the standard widths that
 * are clearly smaller (under 90 %), then the photo's own width capped at the
 * largest standard one. A photo is never enlarged.
 */
export function planWidths(width: number): number[] {
  const top = Math.min(width, Math.max(...PHOTO_WIDTHS));
  return [...PHOTO_WIDTHS.filter((candidate) => candidate < top * 0.9), top];
}

/** "Foto da Caixa 1" → "foto-da-caixa-1": safe in a URL on any host. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "foto";
}

/** Every JPG and PNG in `dir` (none when the folder does not exist), sorted by name. */
export async function readPhotos(dir: string): Promise<PhotoSource[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((name) => PHOTO_FILE.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const bytes = await readFile(file);
      let metadata: Metadata;
      try {
        metadata = await sharp(bytes).metadata();
      } catch (error) {
        throw new Error(
          `app/assets/photos/${name} cannot be read as a photo: ${(error as Error).message}. ` +
            "Save it again as JPG or PNG.",
        );
      }
      const { width, height } = metadata.autoOrient;
      const hash = createHash("sha256")
        .update(bytes)
        .update(ENCODER_VERSION)
        .digest("hex")
        .slice(0, 10);
      return {
        key: `photos/${name}`,
        file,
        id: `${slugify(path.parse(name).name)}-${hash}`,
        width,
        height,
        widths: planWidths(width),
        fallback: /\.png$/i.test(name) ? "png" : "jpg",
      } satisfies PhotoSource;
    }),
  );
}

/** The formats built for a photo: AVIF, WebP, then its fallback. */
export function photoFormats(photo: Pick<PhotoSource, "fallback">): PhotoFormat[] {
  return ["avif", "webp", photo.fallback];
}

/** File name of one built file, "kit-30-1a2b3c4d5e-960.avif". */
export function variantFileName(id: string, width: number, format: PhotoFormat): string {
  return `${id}-${width}.${format}`;
}

/** What the browser gets for a photo whose files are served under `baseUrl`. */
export function describePhoto(photo: PhotoSource, baseUrl: string): BuiltPhoto {
  return {
    base: `${baseUrl}${photo.id}`,
    widths: photo.widths,
    width: photo.width,
    height: photo.height,
    fallback: photo.fallback,
  };
}

/**
 * One built file. Encoding AVIF takes a second or more per width, so every
 * file is kept in `cacheDir` under its hashed name and reused by the next
 * build (and by the dev server).
 */
export async function encodeVariant(
  photo: PhotoSource,
  width: number,
  format: PhotoFormat,
  cacheDir: string,
): Promise<Buffer> {
  const cached = path.join(cacheDir, variantFileName(photo.id, width, format));
  if (existsSync(cached)) return readFile(cached);
  // Upright as the camera meant it; metadata (GPS position, camera) is
  // dropped and colours converted to sRGB, sharp's defaults.
  const image = sharp(photo.file).autoOrient().resize({ width, withoutEnlargement: true });
  const output = await ENCODERS[format](image).toBuffer();
  await mkdir(cacheDir, { recursive: true });
  // Written under a temporary name first, so an interrupted build never
  // leaves a half-written file that the next one would reuse.
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, output);
  await rename(partial, cached);
  return output;
}
