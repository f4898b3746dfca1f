import type { Locator, Page } from "@playwright/test";
import type { FaqItem } from "~/content/faq";
import { expect } from "./fixtures";

/**
 * The FAQ accordion's contract: every question listed, all closed at first,
 * one open at a time, and an open one closes again.
 */
export async function expectExclusiveAccordion(
  page: Page,
  region: Locator,
  items: readonly FaqItem[],
) {
  const questions = region.locator("summary");
  await expect(questions).toHaveText(items.map((item) => item.question));
  const answer = (index: number) => region.getByText(items[index]!.answer[0]!, { exact: true });

  for (const index of items.keys()) await expect(answer(index)).toBeHidden();

  await questions.nth(0).click();
  await expect(answer(0)).toBeVisible();

  await questions.nth(1).click();
  await expect(answer(1)).toBeVisible();
  await expect(answer(0)).toBeHidden();

  // A second click closes the open item: nothing stays open.
  await questions.nth(1).click();
  await expect(answer(1)).toBeHidden();
  await expect(region.locator("details[open]")).toHaveCount(0);

  // Keyboard works too, and the state is exposed.
  await questions.nth(items.length - 1).focus();
  await page.keyboard.press("Enter");
  await expect(answer(items.length - 1)).toBeVisible();
  await expect(region.locator("details[open]")).toHaveCount(1);
}
