const brlFormatter = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

const dateFormatter = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

/**
 * Formats an amount in centavos as Brazilian reais: 60000 → "R$ 600,00".
 * Intl puts a no-break space (U+00A0) after "R$", so the amount never wraps
 * away from the currency sign.
 */
export function formatBRL(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents)) {
    throw new RangeError(`formatBRL expects whole centavos, got ${amountCents}`);
  }
  return brlFormatter.format(amountCents / 100);
}

/** Formats a date as dd/mm/aaaa in São Paulo time, whatever the device's zone. */
export function formatDateBR(date: Date): string {
  return dateFormatter.format(date);
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

const listFormatter = new Intl.ListFormat("pt-BR", { style: "long", type: "conjunction" });

/** Joins items the Portuguese way: "A, B e C". */
export function formatList(items: readonly string[]): string {
  return listFormatter.format(items);
}
