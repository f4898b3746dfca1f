/** Interface constants from the spec (section 9). */

/** The header turns opaque once the page is scrolled more than this. */
export const headerOpaqueAfterPx = 20;

/** Delay before "Como Funciona" and "Diferenciais" scroll to their section. */
export const sectionScrollDelayMs = 100;

/**
 * The floating "Ver Planos" button appears when less than this share of the
 * hero's button is visible.
 */
export const floatingButtonVisibilityThreshold = 0.1;

/** Ids of the home page sections other pages link to. */
export const homeSections = {
  howItWorks: { id: "como-funciona", label: "Como Funciona" },
  benefits: { id: "diferenciais", label: "Diferenciais" },
} as const;
