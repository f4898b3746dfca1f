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
