import type { Page } from "@playwright/test";
import { pages } from "~/content/pages";
import { siteCopy } from "~/content/site";
import { testimonial } from "~/content/home";
import {
  a11yRoutes,
  a11yWidths,
  describeFocus,
  describeReading,
  measureFocusIndicator,
  measureTextContrast,
  openRoute,
} from "./support/a11y";
import { expect, test } from "./support/fixtures";

/** Where the focused element is, and whether something covers it. */
interface FocusStop {
  name: string;
  /** Position among all elements of the document (DOM order). */
  domIndex: number;
  /** In document coordinates; null for things fixed to the viewport. */
  box: { top: number; bottom: number; left: number; right: number } | null;
  /** Fully inside the viewport and not covered where its centre is. */
  isUncovered: boolean;
  coveredBy: string;
}

async function readFocusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const rect = element.getBoundingClientRect();
    let isFixed = false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === "fixed") isFixed = true;
    }
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const isInside =
      rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth;
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50)}"`,
      domIndex: [...document.querySelectorAll("*")].indexOf(element),
      box: isFixed
        ? null
        : {
            top: rect.top + scrollY,
            bottom: rect.bottom + scrollY,
            left: rect.left + scrollX,
            right: rect.right + scrollX,
          },
      isUncovered: isInside && hit !== null && (hit === element || element.contains(hit)),
      coveredBy: hit && hit !== element && !element.contains(hit) ? hit.outerHTML.slice(0, 80) : "",
    };
  });
}

/**
 * Whether `next` comes after `previous` in reading order (left to right,
 * top to bottom, column by column): on the same line further right, on a
 * later line, or at the top of a column to the right.
 */
function followsInReadingOrder(previous: FocusStop["box"], next: FocusStop["box"]) {
  if (!previous || !next) return true; // Fixed things follow DOM order only.
  const overlap = Math.min(previous.bottom, next.bottom) - Math.max(previous.top, next.top);
  const isSameLine =
    overlap > 0.5 * Math.min(previous.bottom - previous.top, next.bottom - next.top);
  if (isSameLine) return next.left >= previous.left - 1;
  if (next.top >= previous.top) return true;
  return next.left >= previous.right - 1;
}

for (const viewport of a11yWidths) {
  test.describe(`keyboard at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Every control is focused and photographed twice: slower than most tests.
    test.describe.configure({ timeout: 60_000 });

    for (const path of a11yRoutes) {
      test(`${path}: the first Tab shows 'Pular para o conteúdo', which moves focus to the main content`, async ({
        page,
        consoleErrors,
      }) => {
        await openRoute(page, consoleErrors, path);
        await page.keyboard.press("Tab");
        const skipLink = page.getByRole("link", { name: "Pular para o conteúdo" });
        await expect(skipLink).toBeFocused();
        await expect(skipLink).toBeInViewport({ ratio: 1 });
        const stop = await readFocusStop(page);
        expect(stop?.coveredBy, "something covers the skip link").toBe("");
        const box = (await skipLink.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        const reading = await measureTextContrast(skipLink);
        expect(reading!.ratio).toBeGreaterThanOrEqual(reading!.required);

        await page.keyboard.press("Enter");
        await expect(page.getByRole("main")).toBeFocused();
        await page.keyboard.press("Tab");
        const landedIn = await page.evaluate(
          () => document.activeElement?.closest("main, header, footer")?.tagName,
        );
        expect(landedIn, `Tab after the skip link went to ${await describeFocus(page)}`).toBe(
          "MAIN",
        );
      });

      test(`${path}: every control shows its focus and keeps AA contrast, in reading order, never hidden behind the header`, async ({
        page,
        consoleErrors,
      }) => {
        // Three screenshots per control.
        test.setTimeout(120_000);
        await openRoute(page, consoleErrors, path);
        // Focusable elements in DOM order, which Tab must visit one by one.
        const expectedCount = await page.evaluate(
          () =>
            [...document.querySelectorAll<HTMLElement>("a[href], button, summary, [tabindex]")]
              .filter((element) => element.tabIndex >= 0)
              .filter((element) => element.checkVisibility({ visibilityProperty: true }))
              .filter((element) => !element.closest("dialog:not([open]), [inert]")).length,
        );
        expect(
          await page.locator("[tabindex]:not([tabindex='-1']):not([tabindex='0'])").count(),
          "positive tabindex",
        ).toBe(0);

        const problems: string[] = [];
        const visited: FocusStop[] = [];
        for (let step = 0; step < 120; step++) {
          await page.keyboard.press("Tab");
          const stop = await readFocusStop(page);
          // Past the last control, focus leaves the page (or wraps to the start).
          if (!stop || (visited.length > 0 && stop.domIndex <= visited.at(-1)!.domIndex)) break;
          const previous = visited.at(-1);
          visited.push(stop);

          if (!stop.isUncovered) {
            problems.push(
              `${stop.name} is off-screen or covered by ${stop.coveredBy || "nothing"}`,
            );
          }
          if (previous && !followsInReadingOrder(previous.box, stop.box)) {
            problems.push(`${stop.name} comes before ${previous.name} on screen`);
          }
          const reading = await measureTextContrast(page.locator(":focus"));
          if (reading && reading.ratio < reading.required) {
            problems.push(`focused ${describeReading(reading)}`);
          }
          const indicator = await measureFocusIndicator(page);
          if (indicator.changedPixels < indicator.requiredPixels) {
            problems.push(
              `${stop.name}: focus indicator shows ${indicator.changedPixels} px at 3:1, needs ${indicator.requiredPixels} (${indicator.outline})`,
            );
          }
        }
        expect(problems).toEqual([]);
        // Some controls appear only later (the floating button), none is skipped.
        expect(visited.length).toBeGreaterThanOrEqual(expectedCount);
      });
    }

    test("the floating 'Ver Planos' button is reachable by Tab, after the content and before the footer", async ({
      page,
      consoleErrors,
    }) => {
      await openRoute(page, consoleErrors, "/");
      const lastInContent = page.getByRole("link", { name: testimonial.ctaLabel });
      for (let step = 0; step < 40; step++) {
        await page.keyboard.press("Tab");
        if (await lastInContent.evaluate((element) => element === document.activeElement)) break;
      }
      await expect(lastInContent).toBeFocused();
      const floating = page.locator("[data-visible='true']").getByRole("link", {
        name: siteCopy.plansCta,
      });
      await expect(floating).toBeVisible();

      await page.keyboard.press("Tab");
      await expect(floating).toBeFocused();
      const stop = await readFocusStop(page);
      expect(stop?.isUncovered, stop?.coveredBy).toBe(true);
      await page.keyboard.press("Tab");
      const landedIn = await page.evaluate(
        () => document.activeElement?.closest("footer")?.tagName,
      );
      expect(landedIn).toBe("FOOTER");
      await page.keyboard.press("Shift+Tab");
      await expect(floating).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(pages.plans.path);
    });
  });
}
