/**
 * Where the pictures under app/assets end up once built. Content modules
 * name pictures by their path in this folder and stay plain data:
 * - "illustrations/caixa.svg": an SVG, served as it is (hashed file name,
 *   long-term cacheable);
 * - "photos/kit-30.jpg": a photo, which the build turns into AVIF, WebP and
 *   JPEG (or PNG) files at several widths (scripts/photos/).
 */
import { type BuiltPhoto, hasPhotos, photos } from "virtual:photos";

export { hasPhotos };

const illustrationUrls = import.meta.glob<string>(["./**/*.svg", "!./photos/**"], {
  eager: true,
  query: "?url",
  import: "default",
});

/** The built URL of an SVG under app/assets. */
export function assetUrl(path: string): string {
  const url = illustrationUrls[`./${path}`];
  if (url === undefined) throw new Error(`app/assets/${path} does not exist`);
  return url;
}

/** A photo of app/assets/photos as the build made it, e.g. findPhoto("photos/kit-30.jpg"). */
export function findPhoto(path: string): BuiltPhoto | undefined {
  return photos[path];
}

/**
 * Every picture under app/assets, for the content check: SVG paths, and
 * each photo with its pixel size. A function, so pages that never call it
 * do not ship the list.
 */
export function listAssetImages() {
  return {
    illustrations: Object.keys(illustrationUrls).map((key) => key.slice(2)),
    photos: Object.fromEntries(
      Object.entries(photos).map(([path, { width, height }]) => [path, { width, height }]),
    ),
  };
}
