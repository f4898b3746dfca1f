import type { Page } from "@playwright/test";
import { homeSections } from "~/content/interface";
import { plansPageCopy } from "~/content/plans-page";
import { regionsPageCopy } from "~/content/regions-page";
import { siteCopy } from "~/content/site";
import { termCopy } from "~/content/term";
import { testimonial } from "~/content/home";
import { a11yRoutes, a11yWidths, openRoute } from "./support/a11y";
import { expect, expectHydrated, test } from "./support/fixtures";

/** Every visible control with its size; inline links inside a sentence are exempt from 2.5.8. */
async function measureTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, summary, input, select, textarea")]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      // The skip link is clipped to nothing until focused (a11y-keyboard.spec.ts measures it then).
      .filter((element) => getComputedStyle(element).clipPath === "none")
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const isInSentence =
          getComputedStyle(element).display === "inline" &&
          (element.parentElement?.textContent ?? "").trim() !== (element.textContent ?? "").trim();
        return {
          name: (element.getAttribute("aria-label") ?? element.textContent ?? "")
            .replace(/\s+/g, " ")
            .trim()
            .slice(0, 60),
          width: Math.round(rect.width * 10) / 10,
          height: Math.round(rect.height * 10) / 10,
          isInSentence,
        };
      }),
  );
}

/** The labels of the site's main buttons: its calls to action and the menu. */
const mainButtonLabels = [
  siteCopy.plansCta,
  siteCopy.whatsappCta,
  siteCopy.doubts.faqLink,
  plansPageCopy.chooseCta,
  termCopy.agreeCta,
  testimonial.ctaLabel,
  homeSections.howItWorks.label,
  regionsPageCopy.outOfCityCta,
  regionsPageCopy.doubtsLabel,
  "Return to Home",
  "Abrir menu",
  "Fechar menu",
];

test.describe("target size", () => {
  for (const viewport of a11yWidths) {
    for (const path of a11yRoutes) {
      test(`${path} at ${viewport.width} px: every target at least 24 × 24 px, the main buttons 44 px`, async ({
        page,
        consoleErrors,
      }) => {
        await page.setViewportSize(viewport);
        await openRoute(page, consoleErrors, path);
        if (viewport.width < 1024) {
          // The drawer's targets count too.
          await page.getByRole("button", { name: "Abrir menu" }).click();
          await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        }
        const targets = await measureTargets(page);
        expect(targets.length).toBeGreaterThan(5);
        const tooSmall = targets.filter(
          (target) => !target.isInSentence && (target.width < 24 || target.height < 24),
        );
        expect(tooSmall, "smaller than 24 × 24 px (WCAG 2.5.8)").toEqual([]);

        const mainButtons = targets.filter((target) =>
          mainButtonLabels.some((label) => target.name.startsWith(label)),
        );
        expect(mainButtons.length).toBeGreaterThan(0);
        const smallButtons = mainButtons.filter(
          (target) => target.width < 44 || target.height < 44,
        );
        expect(smallButtons, "main buttons smaller than 44 × 44 px").toEqual([]);
      });
    }
  }
});

/**
 * Text that runs out of the viewport horizontally, or out of an ancestor
 * that clips it (overflow other than visible). Visually hidden text
 * (clipped on purpose, for screen readers) is left out.
 */
async function findClippedText(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const clippers: Element[] = [];
      let isVisuallyHidden = false;
      for (let element: Element | null = parent; element; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.clipPath !== "none") isVisuallyHidden = true;
        if (
          element !== document.documentElement &&
          element !== document.body &&
          (style.overflowX !== "visible" || style.overflowY !== "visible")
        ) {
          clippers.push(element);
        }
      }
      if (isVisuallyHidden) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = node.textContent.trim().slice(0, 40);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0 || rect.height === 0) continue;
        if (rect.left < -1 || rect.right > document.documentElement.clientWidth + 1) {
          problems.push(
            `"${text}" runs off the screen (${rect.left.toFixed(0)}–${rect.right.toFixed(0)} px)`,
          );
        }
        for (const clipper of clippers) {
          const box = clipper.getBoundingClientRect();
          if (
            rect.left < box.left - 1 ||
            rect.right > box.right + 1 ||
            rect.top < box.top - 1 ||
            rect.bottom > box.bottom + 1
          ) {
            problems.push(
              `"${text}" is cut off by <${clipper.tagName.toLowerCase()} class="${clipper.className}">`,
            );
          }
        }
      }
    }
    return problems;
  });
}

/**
 * 320 px is WCAG 1.4.10's reflow width. A 1280 px window zoomed to 200 %
 * lays pages out in 640 CSS px: that viewport is what the browser's zoom
 * gives the page (deviceScaleFactor would only make pixels sharper, with
 * the same 1280 px layout).
 */
const reflowViewports = [
  { label: "320 px wide", viewport: { width: 320, height: 568 } },
  { label: "200 % zoom (640 CSS px)", viewport: { width: 640, height: 400 } },
] as const;

test.describe("reflow", () => {
  for (const { label, viewport } of reflowViewports) {
    for (const path of a11yRoutes) {
      test(`${path} at ${label}: no horizontal scrolling, no clipped text`, async ({
        page,
        consoleErrors,
      }) => {
        await page.setViewportSize(viewport);
        await openRoute(page, consoleErrors, path);
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
          body: document.body.scrollWidth,
        }));
        expect(widths.scroll, "the page scrolls sideways").toBeLessThanOrEqual(widths.client);
        expect(widths.body).toBeLessThanOrEqual(widths.client);
        expect(await findClippedText(page)).toEqual([]);

        // The open drawer too, once it has slid in.
        await page.getByRole("button", { name: "Abrir menu" }).click();
        const drawer = page.getByRole("dialog", { name: "Menu" });
        await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
        expect(await findClippedText(page)).toEqual([]);
      });
    }
  }
});

/**
 * Every element (and the pseudo-elements that carry motion here) whose
 * transition or animation would take time.
 */
async function findMotion(page: Page) {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(
        ...list
          .split(",")
          .map((value) => parseFloat(value) / (value.trim().endsWith("ms") ? 1000 : 1)),
      );
    const moving: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after", "::backdrop", "::details-content"]) {
        const style = getComputedStyle(element, pseudo);
        const transition =
          style.transitionProperty !== "none" &&
          seconds(style.transitionDuration) + seconds(style.transitionDelay) > 0;
        const animation = style.animationName !== "none" && seconds(style.animationDuration) > 0;
        if (transition || animation) {
          moving.push(
            `${element.tagName.toLowerCase()}${pseudo ?? ""}.${String(element.className).split(" ")[0]}: ${transition ? `transition ${style.transitionProperty} ${style.transitionDuration}` : ""}${animation ? `animation ${style.animationName}` : ""}`,
          );
        }
      }
    }
    return moving;
  });
}

/** Opens the drawer and reports where it stands one frame later (0 = in place). */
async function openDrawerAndReadPosition(page: Page) {
  return page.evaluate(async () => {
    const dialog = document.querySelector("dialog")!;
    dialog.showModal();
    await new Promise(requestAnimationFrame);
    const x = dialog.getBoundingClientRect().x;
    dialog.close();
    return x;
  });
}

/** Opens an FAQ answer and reports its height at once and 400 ms later. */
async function openAnswerAndReadHeights(page: Page) {
  return page.evaluate(async () => {
    const details = document.querySelector("details")!;
    const before = details.getBoundingClientRect().height;
    details.open = true;
    await new Promise(requestAnimationFrame);
    const first = details.getBoundingClientRect().height;
    await new Promise((resolve) => setTimeout(resolve, 400));
    const settled = details.getBoundingClientRect().height;
    details.open = false;
    return { before, first, settled };
  });
}

test.describe("prefers-reduced-motion: reduce", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 390, height: 844 } });

  for (const path of a11yRoutes) {
    test(`${path}: no transitions, no animations, no smooth scrolling`, async ({
      page,
      consoleErrors,
    }) => {
      await openRoute(page, consoleErrors, path);
      expect(await findMotion(page)).toEqual([]);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe("auto");
      // With the drawer open (its backdrop) and past the header's threshold.
      await page.getByRole("button", { name: "Abrir menu" }).click();
      await page.evaluate(() => window.scrollTo(0, 100));
      expect(await findMotion(page)).toEqual([]);
    });
  }

  test("the drawer is in place on its first frame and an FAQ answer opens at full height", async ({
    page,
  }) => {
    await page.goto("/faq");
    await expectHydrated(page);
    expect(await openDrawerAndReadPosition(page)).toBe(0);
    const heights = await openAnswerAndReadHeights(page);
    expect(heights.first).toBeGreaterThan(heights.before);
    expect(heights.first).toBe(heights.settled);
  });

  test("'Diferenciais' jumps to its section instead of scrolling smoothly", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { __scrollCalls: calls });
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
        calls.push(
          typeof options === "object" && options ? (options as ScrollIntoViewOptions).behavior : "",
        );
        return original.call(this, options as ScrollIntoViewOptions);
      };
    });
    await page.goto("/");
    await expectHydrated(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: homeSections.benefits.label })
      .click();
    await expect(page.locator(`#${homeSections.benefits.id}`)).toBeInViewport({ ratio: 0.3 });
    expect(
      await page.evaluate(() => (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls),
    ).toEqual(["auto"]);
  });
});

test.describe("without the preference", () => {
  test.use({ reducedMotion: "no-preference", viewport: { width: 390, height: 844 } });

  // The same measurements see the motion when it is allowed: the checks above can fail.
  test("the drawer slides, the answers grow and the header fades", async ({ page }) => {
    await page.goto("/faq");
    await expectHydrated(page);
    expect(await openDrawerAndReadPosition(page)).toBeLessThan(0);
    const heights = await openAnswerAndReadHeights(page);
    expect(heights.first).toBeLessThan(heights.settled);
    const motion = await findMotion(page);
    expect(motion).toContainEqual(expect.stringMatching(/^header\./));
    expect(motion).toContainEqual(expect.stringMatching(/^dialog\.drawer/));
    expect(motion).toContainEqual(expect.stringMatching(/^details::details-content/));
  });
});
