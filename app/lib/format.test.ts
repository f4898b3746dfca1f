import { describe, expect, test } from "vitest";
import { formatBRL, formatDateBR, formatList, parseBRLAmount } from "./format";

const NBSP = "\u00a0";

describe("formatBRL", () => {
  test.each([
    [60_000, "600,00"],
    [13_000, "130,00"],
    [30_050, "300,50"],
    [5, "0,05"],
    [123_456_789, "1.234.567,89"],
    [0, "0,00"],
  ])("%i centavos → R$ %s, with a no-break space after R$", (cents, amount) => {
    expect(formatBRL(cents)).toBe(`R$${NBSP}${amount}`);
  });

  test("reads as R$ 600,00 once the no-break space is a plain space", () => {
    expect(formatBRL(60_000).replace(NBSP, " ")).toBe("R$ 600,00");
  });

  test.each([600.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %d: prices are whole centavos",
    (value) => {
      expect(() => formatBRL(value)).toThrow(RangeError);
    },
  );
});

describe("the same text as Intl's pt-BR formats", () => {
  // A seeded generator, so a failure names a value that fails every time.
  function* seeded(count: number, seed = 20261122) {
    let state = seed;
    for (let i = 0; i < count; i++) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      yield state;
    }
  }

  test("formatBRL equals Intl.NumberFormat('pt-BR', BRL) on 5,000 amounts", () => {
    const intl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
    // Up to R$ 10 bilhões: past 2^53 / 100, Intl's own float division rounds.
    const amounts = [0, 1, 99, 100, 99_999, 100_000, -1, -60_000, 999_999_999_999];
    for (const value of seeded(5_000)) amounts.push(value % 10 ** (1 + (value % 12)));
    for (const cents of amounts)
      expect(formatBRL(cents), String(cents)).toBe(intl.format(cents / 100));
  });

  test("formatDateBR equals Intl's São Paulo date on 5,000 instants from 2020 to 2040", () => {
    const intl = new Intl.DateTimeFormat("pt-BR", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "America/Sao_Paulo",
    });
    const from = Date.UTC(2020, 0, 1);
    const span = Date.UTC(2040, 0, 1) - from;
    for (const value of seeded(5_000)) {
      const date = new Date(from + (value / 2 ** 31) * span);
      expect(formatDateBR(date), date.toISOString()).toBe(intl.format(date));
    }
  });

  test("formatList equals Intl.ListFormat('pt-BR') for 0 to 6 items", () => {
    const intl = new Intl.ListFormat("pt-BR", { style: "long", type: "conjunction" });
    const items = ["São Paulo (Capital)", "Osasco", "Guarulhos", "Alphaville", "Barueri", "ABC"];
    for (let count = 0; count <= items.length; count++) {
      expect(formatList(items.slice(0, count))).toBe(intl.format(items.slice(0, count)));
    }
  });
});

describe("formatDateBR", () => {
  test("writes dd/mm/aaaa", () => {
    expect(formatDateBR(new Date("2026-03-07T15:00:00Z"))).toBe("07/03/2026");
  });

  test("uses São Paulo's date, not the device's: 01:30 UTC is still the day before there", () => {
    expect(formatDateBR(new Date("2026-01-01T01:30:00Z"))).toBe("31/12/2025");
  });
});

describe("formatList", () => {
  test("joins with commas and a final 'e'", () => {
    expect(formatList(["São Paulo (Capital)", "Osasco", "Guarulhos", "Alphaville"])).toBe(
      "São Paulo (Capital), Osasco, Guarulhos e Alphaville",
    );
  });
});

describe("parseBRLAmount", () => {
  test.each([
    ["600", 60_000],
    ["650,5", 65_050],
    ["650,50", 65_050],
    ["99.90", 9_990],
    ["1.200", 120_000],
    ["1.200,00", 120_000],
    ["R$ 600,00", 60_000],
    [" 700 ", 70_000],
  ])("reads %j as %i centavos", (text, cents) => {
    expect(parseBRLAmount(text)).toBe(cents);
  });

  test.each(["", "a combinar", "600,005", "-600", "6e2", "1,200.00", "<b>600</b>"])(
    "%j is not an amount",
    (text) => {
      expect(parseBRLAmount(text)).toBeNull();
    },
  );
});
