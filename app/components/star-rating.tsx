import { Star } from "lucide-react";

/** Stars drawn for the eye; "5 de 5 estrelas" read to screen readers. */
export function StarRating({ rating, maxRating }: { rating: number; maxRating: number }) {
  return (
    <p
      className="flex justify-center gap-1"
      role="img"
      aria-label={`${rating} de ${maxRating} estrelas`}
    >
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
