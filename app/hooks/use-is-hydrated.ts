import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates pre-rendered HTML (which knew nothing of the
 * visitor: no query string, no today), true on every render after it and on
 * pages reached by client-side navigation. React renders once more after
 * hydration when it flips, updating only what differs, with no mismatch
 * error.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
