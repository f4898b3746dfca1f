import { faqPageItems } from "~/content/faq";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { expectExclusiveAccordion } from "./support/accordion";
import { expect, expectHydrated, test } from "./support/fixtures";
import { expectWhatsAppLink } from "./support/whatsapp";

test("ten questions, one open at a time, an open one closes again", async ({ page }) => {
  await page.goto("/faq");
  await expectHydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Perguntas frequentes");
  await expect(page.locator("details")).toHaveCount(10);
  await expectExclusiveAccordion(
    page,
    page.getByRole("region", { name: "Perguntas e respostas" }),
    faqPageItems,
  );
});

test("the accordion works before the page has hydrated, with no script at all", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/faq");
  const questions = page.locator("summary");
  await questions.nth(0).click();
  await questions.nth(3).click();
  await expect(page.locator("details[open]")).toHaveCount(1);
  await expect(page.getByText(faqPageItems[3]!.answer[0]!)).toBeVisible();
  await context.close();
});

test("'Falar no WhatsApp' opens a chat with the doubts message", async ({ page }) => {
  await page.goto("/faq");
  const link = page.getByRole("link", { name: /^Falar no WhatsApp/ });
  await expect(link).toBeVisible();
  expect(await expectWhatsAppLink(link)).toBe(whatsappMessages.generalDoubts);
});
