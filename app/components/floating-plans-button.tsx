import { ArrowRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/class-names";
import { buttonClasses } from "./ui/button";

/**
 * A "Ver Planos" button fixed at the bottom right that shows up once the
 * element `watchedId` (the hero's button) is less than `threshold` visible.
 */
export function FloatingPlansButton({
  watchedId,
  threshold,
  label,
  to,
}: {
  watchedId: string;
  threshold: number;
  label: string;
  to: string;
}) {
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const watched = document.getElementById(watchedId);
    if (!watched) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setIsVisible(!entry.isIntersecting || entry.intersectionRatio < threshold);
      },
      { threshold },
    );
    observer.observe(watched);
    return () => observer.disconnect();
  }, [watchedId, threshold]);

  return (
    <div
      data-visible={isVisible}
      className={cn(
        "fixed right-4 bottom-4 z-30 transition-[opacity,translate] duration-200 sm:right-6 sm:bottom-6",
        isVisible ? "translate-y-0 opacity-100" : "invisible translate-y-4 opacity-0",
      )}
    >
      <Link to={to} className={buttonClasses({ size: "lg", className: "shadow-floating" })}>
        {label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </div>
  );
}
