/**
 * The business rules of the rental, quoted by the FAQ, the plans page, the
 * rental term and the structured data. Change them here only.
 */
export const rental = {
  shortestPeriod: "1 semana",
  longestPeriod: "1 ano",
  /** Charged per box that is lost or comes back broken. */
  lostBoxFeeCents: 13_000,
  paymentMethod: "Pix",
  paymentDeadline: "até 1 dia antes da retirada das caixas",
  deliveryDays: "de segunda a sexta-feira",
} as const;

/** Year shown in the footer's copyright line. */
export const copyrightYear = 2025;
