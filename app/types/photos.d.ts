// The module scripts/photos/vite-plugin.ts generates from app/assets/photos:
// every photo there by its content name ("photos/kit-30.jpg").
declare module "virtual:photos" {
  /** What the site needs to know about one photo; all of it reaches the browser. */
  export interface BuiltPhoto {
    /** URL of the files without "-<width>.<format>", e.g. "/assets/kit-30-1a2b3c4d5e". */
    base: string;
    /** Widths built, smallest first; never wider than the photo. */
    widths: number[];
    /** Pixel size of the photo as shown (after the camera's rotation flag). */
    width: number;
    height: number;
    /** Format of the <img> fallback: the photo's own. */
    fallback: "jpg" | "png";
  }

  /** Whether the folder holds any photo (a literal the bundler can read). */
  export const hasPhotos: boolean;
  export const photos: Readonly<Record<string, BuiltPhoto>>;
}
