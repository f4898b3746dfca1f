import { ContentImage, type ContentImageSource } from "./ui/content-image";

interface BoxMeasuresProps {
  image: ContentImageSource;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

const labelClass =
  "absolute -translate-x-1/2 -translate-y-1/2 rounded-full bg-white px-2.5 py-1 text-sm font-extrabold whitespace-nowrap text-brand-900 shadow sm:text-base";

/**
 * The box drawing with its measures written over the dimension lines. The
 * numbers are HTML text from the content, so they stay true to the spec and
 * are read by screen readers as part of the figure's caption.
 */
export function BoxMeasures({ image, lengthCm, widthCm, heightCm }: BoxMeasuresProps) {
  return (
    <figure className="relative mx-auto w-full max-w-2xl">
      {/* The first thing under the page title, and its largest paint. */}
      <ContentImage
        image={image}
        priority
        sizes="(min-width: 720px) 42rem, calc(100vw - 2rem)"
        className="h-auto w-full"
      />
      {/* Positions match the midpoints of the dimension lines in the drawing. */}
      <span aria-hidden="true" className={`${labelClass} top-[83.5%] left-[33.3%]`}>
        {lengthCm} cm
      </span>
      <span aria-hidden="true" className={`${labelClass} top-[88.4%] left-[85.1%]`}>
        {widthCm} cm
      </span>
      <span aria-hidden="true" className={`${labelClass} top-[42.7%] left-[10.8%]`}>
        {heightCm} cm
      </span>
    </figure>
  );
}
