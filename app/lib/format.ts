/*
 * These formatters write what Intl's pt-BR formats write (format.test.ts
 * checks them against Intl for thousands of values), without calling Intl in
 * the browser: the first Intl object a page creates loads ICU's locale data,
 * measured at 20-77 ms of main thread in Chromium here, the largest single
 * cost of hydrating a page (docs/decisions/0006-no-intl-on-the-client.md).
 */

const NBSP = "\u00a0";
/** São Paulo has kept UTC−3 all year since Brazil dropped daylight saving in 2019. */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;

/** "1234567" → "1.234.567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ".");
}

/**
 * Formats an amount in centavos as Brazilian reais: 60000 → "R$ 600,00",
 * exactly as Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" })
 * does, with its no-break space (U+00A0) after "R$" so the amount never wraps
 * away from the currency sign.
 */
export function formatBRL(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents)) {
    throw new RangeError(`formatBRL expects whole centavos, got ${amountCents}`);
  }
  const absolute = Math.abs(amountCents);
  const reais = groupThousands(String(Math.floor(absolute / 100)));
  const centavos = String(absolute % 100).padStart(2, "0");
  return `${amountCents < 0 ? "-" : ""}R$${NBSP}${reais},${centavos}`;
}

/** Formats a date as dd/mm/aaaa in São Paulo time, whatever the device's zone. */
export function formatDateBR(date: Date): string {
  const saoPaulo = new Date(date.getTime() + SAO_PAULO_OFFSET_MS);
  const day = String(saoPaulo.getUTCDate()).padStart(2, "0");
  const month = String(saoPaulo.getUTCMonth() + 1).padStart(2, "0");
  return `${day}/${month}/${saoPaulo.getUTCFullYear()}`;
}

/**
 * Reads an amount typed by a person ("600", "650,5", "1.200,00", "99.90")
 * into centavos, or null when the text is not a plain amount.
 */
export function parseBRLAmount(text: string): number | null {
  const value = text.trim().replace(/^R\$\s*/, "");
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value)) {
    normalized = value.replaceAll(".", "").replace(",", ".");
  } else if (/^\d{1,12}([.,]\d{1,2})?$/.test(value)) {
    normalized = value.replace(",", ".");
  } else {
    return null;
  }
  const [reais = "0", centavos = ""] = normalized.split(".");
  return Number(reais) * 100 + Number(centavos.padEnd(2, "0"));
}

/** Joins items the Portuguese way, as Intl.ListFormat("pt-BR") does: "A, B e C". */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}
