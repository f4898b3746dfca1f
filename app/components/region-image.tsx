import { MapPin } from "lucide-react";
import { useCallback, useState } from "react";
import { cn } from "~/lib/class-names";

type LoadState = "loading" | "loaded" | "failed";

/**
 * A picture from the company's own site. Its box is sized from width and
 * height before anything loads, so nothing moves; the picture fades in once
 * loaded, and if it cannot load, a drawn panel stays in its place instead of
 * a broken-image icon.
 */
export function RegionImage({
  src,
  alt,
  width,
  height,
  fallbackLabel,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  fallbackLabel: string;
}) {
  const [state, setState] = useState<LoadState>("loading");

  // The image may have finished (or failed) before React hydrated, when its
  // load and error events had no listener yet: read its state on mount.
  const checkAlreadySettled = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete) setState(image.naturalWidth > 0 ? "loaded" : "failed");
  }, []);

  return (
    <figure
      data-state={state}
      className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-100 to-sand-100 shadow-card"
    >
      <svg viewBox={`0 0 ${width} ${height}`} className="block h-auto w-full" aria-hidden="true" />
      <div
        className={cn(
          "absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-brand-800",
          state === "loaded" && "invisible",
        )}
        aria-hidden={state !== "failed"}
      >
        <MapPin aria-hidden="true" className="size-12 text-brand-600" />
        <p className="max-w-xs text-lg font-bold">{fallbackLabel}</p>
      </div>
      {state !== "failed" && (
        <img
          ref={checkAlreadySettled}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
          className={cn(
            "absolute inset-0 size-full object-cover transition-opacity duration-300",
            state === "loaded" ? "opacity-100" : "opacity-0",
          )}
        />
      )}
    </figure>
  );
}
