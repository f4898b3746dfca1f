/**
 * URLs of the pictures under app/assets, resolved by Vite at build time
 * (hashed file names, long-term cacheable). Content modules name pictures by
 * their path in this folder ("illustrations/caixa.svg") and stay plain data.
 */
const imageUrls = import.meta.glob<string>("./**/*.{svg,png,jpg,jpeg,webp,avif}", {
  eager: true,
  query: "?url",
  import: "default",
});

/** Every picture path under app/assets, e.g. "illustrations/caixa.svg". */
export const assetImagePaths: readonly string[] = Object.keys(imageUrls).map((key) => key.slice(2));

/** The built URL of a picture under app/assets. */
export function assetUrl(path: string): string {
  const url = imageUrls[`./${path}`];
  if (url === undefined) throw new Error(`app/assets/${path} does not exist`);
  return url;
}
