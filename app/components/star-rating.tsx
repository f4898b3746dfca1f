import { Star } from "lucide-react";
import { VisuallyHidden } from "./ui/visually-hidden";

/**
 * Stars drawn for the eye; the rating as text ("5 de 5 estrelas") for
 * screen readers, read as part of the testimonial like any other sentence.
 */
export function StarRating({ rating, maxRating }: { rating: number; maxRating: number }) {
  return (
    <p className="flex justify-center gap-1">
      <VisuallyHidden>{`${rating} de ${maxRating} estrelas`}</VisuallyHidden>
      {Array.from({ length: maxRating }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < rating ? "size-6 fill-seal text-seal" : "size-6 text-brand-200"}
        />
      ))}
    </p>
  );
}
