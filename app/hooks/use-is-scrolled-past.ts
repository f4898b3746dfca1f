import { useCallback, useSyncExternalStore } from "react";

function subscribeToScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/**
 * Whether the page is scrolled more than `thresholdPx`. Pre-rendered HTML
 * assumes the top of the page; the real value applies right after hydration.
 */
export function useIsScrolledPast(thresholdPx: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > thresholdPx, [thresholdPx]);
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false);
}
