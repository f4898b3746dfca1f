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
