import type { Locator, Page } from "@playwright/test";
import type { FaqItem } from "~/content/faq";
import { expect } from "./fixtures";

/**
 * The expanded state Chromium gives assistive technology for the control
 * named `name` (a <summary>, or a button with aria-expanded), read from the
 * accessibility tree.
 */
export async function readExpandedState(page: Page, name: string) {
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await session.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      accessibleName: name,
    });
    const states = nodes.flatMap((node) =>
      (node.properties ?? []).filter((property) => property.name === "expanded"),
    );
    return states.length === 1 ? (states[0]!.value.value as boolean) : `${states.length} controls`;
  } finally {
    await session.detach();
  }
}

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

  // Keyboard works too, Enter and Space, and screen readers hear the state.
  const last = items.length - 1;
  const isExpanded = (index: number) => readExpandedState(page, items[index]!.question);
  expect(await isExpanded(last)).toBe(false);
  await questions.nth(last).focus();
  await page.keyboard.press("Enter");
  await expect(answer(last)).toBeVisible();
  await expect(region.locator("details[open]")).toHaveCount(1);
  await expect.poll(() => isExpanded(last)).toBe(true);

  await page.keyboard.press("Shift+Tab");
  await expect(questions.nth(last - 1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(answer(last - 1)).toBeVisible();
  await expect(answer(last)).toBeHidden();
  await expect.poll(() => isExpanded(last - 1)).toBe(true);
  await expect.poll(() => isExpanded(last)).toBe(false);

  await page.keyboard.press("Space");
  await expect(answer(last - 1)).toBeHidden();
  await expect.poll(() => isExpanded(last - 1)).toBe(false);
}
