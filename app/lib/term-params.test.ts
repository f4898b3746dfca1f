import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatTermValue, parseTermParams, type TermParams, termParamKeys } from "./term-params";

const defaults: TermParams = {
  boxes: "20",
  client: "Cliente",
  email: "email@exemplo.com",
  phone: "(11) 00000-0000",
  cpf: "000.000.000-00",
  deliveryDate: "DD/MM/AAAA",
  deliveryAddress: "Endereço de entrega",
  pickupDate: "DD/MM/AAAA",
  pickupAddress: "Endereço de retirada",
  value: "600",
};

describe("parseTermParams", () => {
  test("no query: every default", () => {
    expect(parseTermParams("", defaults)).toEqual(defaults);
  });

  test("reads all ten parameters", () => {
    const given = Object.fromEntries(termParamKeys.map((key) => [key, `valor de ${key}`]));
    expect(parseTermParams(new URLSearchParams(given), defaults)).toEqual(given);
  });

  test("keeps values exactly as given, accents, spaces and markup included", () => {
    const params = parseTermParams(
      "client=%20Jo%C3%A3o%20da%20Silva%20&deliveryAddress=Rua+das+Flores,+123+-+apto+4&email=<b>x</b>",
      defaults,
    );
    expect(params.client).toBe(" João da Silva ");
    expect(params.deliveryAddress).toBe("Rua das Flores, 123 - apto 4");
    expect(params.email).toBe("<b>x</b>");
  });

  test("a blank value takes the default", () => {
    const params = parseTermParams("client=&boxes=%20%20", defaults);
    expect(params.client).toBe("Cliente");
    expect(params.boxes).toBe("20");
  });

  test("a repeated key keeps its first value", () => {
    expect(parseTermParams("boxes=30&boxes=40", defaults).boxes).toBe("30");
  });

  test("malformed escapes never throw: bad bytes become U+FFFD", () => {
    const params = parseTermParams("client=%&cpf=%E0%A4%A&phone=%zz", defaults);
    expect(params.client).toBe("%");
    expect(params.cpf).toContain("\uFFFD");
    expect(params.phone).toBe("%zz");
  });

  test("a 10 kB value comes back whole", () => {
    const long = "a".repeat(10_000);
    expect(parseTermParams(`client=${long}`, defaults).client).toBe(long);
  });

  test("a 10 kB value of accented, emoji and markup text comes back whole", () => {
    const long = "ção 📦 <b>&amp;</b> ".repeat(500);
    expect(new TextEncoder().encode(long).byteLength).toBeGreaterThan(10_000);
    const query = new URLSearchParams({ deliveryAddress: long }).toString();
    expect(parseTermParams(query, defaults).deliveryAddress).toBe(long);
  });

  test("missing keys take their defaults while the given ones are kept", () => {
    expect(parseTermParams("client=Ana&value=650", defaults)).toEqual({
      ...defaults,
      client: "Ana",
      value: "650",
    });
  });

  test("'+' and '%20' both read as a space; '%2B' is a plus", () => {
    const params = parseTermParams("client=Ana+Maria%20Souza&phone=%2B55+11", defaults);
    expect(params.client).toBe("Ana Maria Souza");
    expect(params.phone).toBe("+55 11");
  });

  test("emoji and combining characters come back exactly, not normalized", () => {
    const composed = "Jos\u00e9 \u{1F1E7}\u{1F1F7} \u{1F469}\u{1F3FD}\u200D\u{1F680}";
    const decomposed = "Jose\u0301 a\u0303\u0327";
    const params = parseTermParams(
      new URLSearchParams({ client: composed, pickupAddress: decomposed }),
      defaults,
    );
    expect(params.client).toBe(composed);
    expect(params.pickupAddress).toBe(decomposed);
    expect(params.pickupAddress).not.toBe(decomposed.normalize("NFC"));
  });

  test("any text round-trips through a link: the first value given, or the default when blank", () => {
    const pairs = fc.array(
      fc.tuple(fc.constantFrom(...termParamKeys), fc.string({ unit: "binary" })),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(pairs, (given) => {
        const params = parseTermParams(new URLSearchParams(given).toString(), defaults);
        for (const key of termParamKeys) {
          const value = given.find(([givenKey]) => givenKey === key)?.[1];
          expect(params[key]).toBe(
            value === undefined || value.trim() === "" ? defaults[key] : value,
          );
        }
      }),
      { numRuns: 1_000 },
    );
  });

  test("unknown parameters are ignored", () => {
    expect(parseTermParams("foo=bar&__proto__=x", defaults)).toEqual(defaults);
  });
});

describe("formatTermValue", () => {
  test.each([
    ["600", "R$\u00a0600,00"],
    ["650,5", "R$\u00a0650,50"],
    ["1.200,00", "R$\u00a01.200,00"],
  ])("shows the amount %j as reais", (value, shown) => {
    expect(formatTermValue(value)).toBe(shown);
  });

  test.each(["a combinar", "<script>alert(1)</script>", "600 reais"])(
    "shows %j exactly as given",
    (value) => {
      expect(formatTermValue(value)).toBe(value);
    },
  );
});
