import { formatBRL, parseBRLAmount } from "./format";

/** Query-string parameters of /termo-de-locacao, in the order the spec lists them. */
export const termParamKeys = [
  "boxes",
  "client",
  "email",
  "phone",
  "cpf",
  "deliveryDate",
  "deliveryAddress",
  "pickupDate",
  "pickupAddress",
  "value",
] as const;

export type TermParamKey = (typeof termParamKeys)[number];
export type TermParams = Record<TermParamKey, string>;

/**
 * Reads the rental term's values from a query string. A value is kept
 * exactly as given (no trimming, no validation: the spec shows it as is);
 * a missing or blank one takes its default. URLSearchParams never throws on
 * malformed escapes (it substitutes U+FFFD), and a repeated key keeps its
 * first value.
 */
export function parseTermParams(
  search: URLSearchParams | string,
  defaults: Readonly<TermParams>,
): TermParams {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const values = { ...defaults };
  for (const key of termParamKeys) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") values[key] = value;
  }
  return values;
}

/**
 * How the term shows its `value`: a plain amount ("600", "1.200,50") as
 * reais ("R$ 600,00"); anything else exactly as given.
 */
export function formatTermValue(value: string): string {
  const cents = parseBRLAmount(value);
  return cents === null ? value : formatBRL(cents);
}
