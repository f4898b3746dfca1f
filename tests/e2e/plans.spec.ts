import { plansPageFaqItems } from "~/content/faq";
import { plans } from "~/content/plans";
import { includedItems } from "~/content/plans-page";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { formatBRL } from "~/lib/format";
import { expectExclusiveAccordion } from "./support/accordion";
import { expect, expectHydrated, test } from "./support/fixtures";
import { expectWhatsAppLink, plainSpaces } from "./support/whatsapp";

test.beforeEach(async ({ page }) => {
  await page.goto("/planos");
  await expectHydrated(page);
});

test("heading 'A melhor opção para a sua mudança'", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "A melhor opção para a sua mudança",
  );
});

test("three kits with name, description, picture and the spec's four prices", async ({ page }) => {
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(3);
  const expected = [
    [
      "Kit 20 Caixas",
      ["1 Mês", "R$ 600,00"],
      ["3 Semanas", "R$ 550,00"],
      ["2 Semanas", "R$ 350,00"],
      ["1 Semana", "R$ 300,00"],
    ],
    [
      "Kit 30 Caixas",
      ["1 Mês", "R$ 700,00"],
      ["3 Semanas", "R$ 650,00"],
      ["2 Semanas", "R$ 400,00"],
      ["1 Semana", "R$ 350,00"],
    ],
    [
      "Kit 40 Caixas",
      ["1 Mês", "R$ 800,00"],
      ["3 Semanas", "R$ 750,00"],
      ["2 Semanas", "R$ 450,00"],
      ["1 Semana", "R$ 400,00"],
    ],
  ] as const;
  for (const [index, [name, ...prices]] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(name);
    await expect(card.getByText(plans[index]!.description)).toBeVisible();
    const image = card.getByRole("img");
    await expect(image).toHaveAttribute("alt", new RegExp(`${plans[index]!.boxCount} caixas`));
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const terms = (await card.locator("dt").allTextContents()).map(plainSpaces);
    const amounts = (await card.locator("dd").allTextContents()).map(plainSpaces);
    expect(terms.map((term, i) => [term, amounts[i]])).toEqual(prices.map((price) => [...price]));
  }
});

test("only the 30-box kit is badged 'Mais Popular'", async ({ page }) => {
  await expect(page.getByText("Mais Popular")).toHaveCount(1);
  const featured = page.getByRole("article").filter({ hasText: "Mais Popular" });
  await expect(featured.getByRole("heading", { level: 2 })).toHaveText("Kit 30 Caixas");
});

test("'Escolher Plano' opens WhatsApp with a message naming the box count", async ({ page }) => {
  const buttons = page.getByRole("link", { name: /^Escolher Plano/ });
  await expect(buttons).toHaveCount(3);
  for (const [index, plan] of plans.entries()) {
    const message = await expectWhatsAppLink(buttons.nth(index));
    expect(message).toBe(whatsappMessages.planChoice(plan.boxCount));
    expect(message).toContain(`${plan.boxCount} caixas`);
  }
  await expect(buttons.nth(1)).toHaveAccessibleName(
    /^Escolher Plano do Kit 30 Caixas \(abre o WhatsApp/,
  );
});

test("'O que está incluso?' lists what every kit includes", async ({ page }) => {
  const section = page.getByRole("region", { name: "O que está incluso?" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(
    includedItems.map((item) => item.title),
  );
  await expect(section).toContainText("Caixas higienizadas");
  await expect(section).toContainText("Frete grátis");
});

test("FAQ: five questions, one open at a time, an open one closes again", async ({ page }) => {
  const section = page.getByRole("region", { name: /Perguntas frequentes/ });
  await expectExclusiveAccordion(page, section, plansPageFaqItems);
});

test("the FAQ states the lost-box fee from the same constant as the rest of the site", async ({
  page,
}) => {
  await page.getByText("E se uma caixa for perdida ou quebrar?").click();
  const answer = page.getByText(/por caixa perdida ou quebrada/);
  await expect(answer).toBeVisible();
  expect(plainSpaces(await answer.textContent())).toContain(
    `${plainSpaces(formatBRL(13_000))} por caixa`,
  );
});

test("'Dúvidas?' links to /faq and to WhatsApp", async ({ page }) => {
  const box = page.getByRole("complementary", { name: "Dúvidas?" });
  await expect(box.getByRole("link", { name: "Ver perguntas frequentes" })).toHaveAttribute(
    "href",
    "/faq",
  );
  expect(await expectWhatsAppLink(box.getByRole("link", { name: /Falar no WhatsApp/ }))).toBe(
    whatsappMessages.generalDoubts,
  );
});
