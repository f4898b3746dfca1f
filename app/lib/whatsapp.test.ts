import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { company } from "~/content/company";
import { plans } from "~/content/plans";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { buildWhatsAppUrl } from "./whatsapp";

/** What the visitor will see typed in the chat. */
function decodeMessage(href: string) {
  return new URL(href).searchParams.get("text");
}

describe("buildWhatsAppUrl", () => {
  test("points wa.me at the number, digits only", () => {
    const url = new URL(buildWhatsAppUrl("5511987654321", "Olá"));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/5511987654321");
  });

  test.each([
    "Olá! Tudo bem?",
    "Caixas & fita #2? 100% + barato",
    "linha 1\nlinha 2",
    "Mudança em março: ç ã é õ ü",
    "Emoji 📦🚚✨ e combinação: é",
    "a=b&text=injetado",
    "  espaços nas pontas  ",
  ])("round-trips the message %j exactly", (message) => {
    expect(decodeMessage(buildWhatsAppUrl("5511987654321", message))).toBe(message);
  });

  test("any message round-trips exactly, and nothing in it adds a parameter or a fragment", () => {
    const tricky = fc.constantFrom(
      "&",
      "#",
      "?",
      "%",
      "+",
      "=",
      "\n",
      "\r\n",
      "ç",
      "ã",
      "📦",
      "%20",
    );
    const message = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.string({ unit: "grapheme" }),
      fc.string({
        unit: fc.oneof(tricky, fc.string({ unit: "binary", minLength: 1, maxLength: 1 })),
      }),
      fc.constant(whatsappMessages.termAgreement),
    );
    const phone = fc.oneof(fc.constant(company.whatsappNumber), fc.stringMatching(/^\d{10,15}$/));
    fc.assert(
      fc.property(phone, message, (phoneDigits, text) => {
        const url = new URL(buildWhatsAppUrl(phoneDigits, text));
        expect(url.origin).toBe("https://wa.me");
        expect(url.pathname).toBe(`/${phoneDigits}`);
        expect(url.pathname).toMatch(/^\/\d{10,15}$/);
        expect(url.hash).toBe("");
        expect([...url.searchParams.keys()]).toEqual(["text"]);
        expect(url.searchParams.get("text")).toBe(text);
      }),
      { numRuns: 1_000 },
    );
  });

  test("encodes spaces as %20, not +", () => {
    expect(buildWhatsAppUrl("5511987654321", "a b")).toBe("https://wa.me/5511987654321?text=a%20b");
  });

  test.each(["(11) 98765-4321", "+5511987654321", "55 11 98765 4321", "551198765432a", "123"])(
    "refuses the number %j",
    (phone) => {
      expect(() => buildWhatsAppUrl(phone, "Olá")).toThrow(/10 to 15 digits/);
    },
  );
});

describe("the four messages", () => {
  const url = (message: string) => buildWhatsAppUrl("5511987654321", message);

  test("every link the site builds stays under 2,000 characters", () => {
    const messages = [
      ...plans.map((plan) => whatsappMessages.planChoice(plan.boxCount)),
      whatsappMessages.generalDoubts,
      whatsappMessages.outOfCity,
      whatsappMessages.termAgreement,
    ];
    for (const message of messages) {
      expect(buildWhatsAppUrl(company.whatsappNumber, message).length).toBeLessThanOrEqual(2_000);
    }
  });

  test.each([20, 30, 40])("choosing a plan names its %i boxes", (boxCount) => {
    const text = decodeMessage(url(whatsappMessages.planChoice(boxCount)));
    expect(text).toContain(`kit de ${boxCount} caixas`);
  });

  test("agreeing to the term sends exactly the agreed sentence", () => {
    expect(decodeMessage(url(whatsappMessages.termAgreement))).toBe(
      "Estou de acordo com o termo de locação",
    );
  });

  test("the out-of-city message says the visitor is from another city", () => {
    expect(decodeMessage(url(whatsappMessages.outOfCity))).toMatch(/sou de outra cidade/);
  });

  test("the general message asks about the rental", () => {
    expect(decodeMessage(url(whatsappMessages.generalDoubts))).toMatch(
      /dúvidas sobre o aluguel de caixas/,
    );
  });
});
