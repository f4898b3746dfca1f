import { describe, expect, test } from "vitest";
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
