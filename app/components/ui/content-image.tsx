import { assetUrl, findPhoto, hasPhotos } from "~/assets/images";

/** A picture named by its path under app/assets (the content's `Illustration`). */
export interface ContentImageSource {
  file: string;
  width: number;
  height: number;
  alt: string;
  /**
   * The same SVG as a data: URL (`import x from "….svg?inline"`), for the
   * one picture a page's first paint needs: it arrives with the HTML instead
   * of a request after it (on a slow 4G link, one more round trip of 0.5 s).
   */
  inlineSrc?: string;
}

interface ContentImageProps {
  image: ContentImageSource;
  /**
   * How wide the picture is drawn, as the `sizes` attribute
   * ("(min-width: 1024px) 32rem, 16rem"). Photos use it to pick a width;
   * SVGs scale and ignore it.
   */
  sizes: string;
  /**
   * In the first screen of a 390 px phone: loaded at once, ahead of other
   * downloads. Everything else loads lazily, as it nears the screen.
   */
  priority?: boolean;
  className?: string;
}

/**
 * Every picture the content names goes through here. An SVG is one <img>;
 * a photo is a <picture> with AVIF and WebP at several widths and a JPEG
 * (or PNG) <img> for browsers that read neither. Width and height are
 * always set, so the page keeps the picture's place before it loads.
 */
export function ContentImage({ image, sizes, priority = false, className }: ContentImageProps) {
  const loading = priority
    ? ({ loading: "eager", fetchPriority: "high" } as const)
    : ({ loading: "lazy", decoding: "async" } as const);
  // `hasPhotos` is false at build while there is no photo, and then the
  // photo half of this component is left out of every page's JavaScript.
  const photo = hasPhotos ? findPhoto(image.file) : undefined;
  if (photo === undefined) {
    return (
      <img
        {...loading}
        src={image.inlineSrc ?? assetUrl(image.file)}
        width={image.width}
        height={image.height}
        alt={image.alt}
        className={className}
      />
    );
  }
  const srcSet = (format: string) =>
    photo.widths.map((width) => `${photo.base}-${width}.${format} ${width}w`).join(", ");
  return (
    // display: contents, so the <img> is laid out as if it stood alone.
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        {...loading}
        src={`${photo.base}-${photo.widths.at(-1)}.${photo.fallback}`}
        srcSet={srcSet(photo.fallback)}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={image.alt}
        className={className}
      />
    </picture>
  );
}
