import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { termCopy, termFieldLabels } from "~/content/term";
import { regions } from "~/content/regions";
import { regionsPageCopy } from "~/content/regions-page";
import {
  a11yRoutes,
  a11yWidths,
  describeReading,
  expectNoAxeViolations,
  measureTextContrast,
  openRoute,
} from "./support/a11y";
import { expect, expectHydrated, test } from "./support/fixtures";

/** Visible links, buttons and disclosure summaries inside `scope`. */
async function visibleControls(scope: Locator) {
  const controls = scope.locator("a[href], button, summary");
  // The skip link is clipped away until it has focus: a11y-keyboard.spec.ts covers it.
  const isShown = await controls.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return (
        element.checkVisibility({ visibilityProperty: true }) &&
        getComputedStyle(element).clipPath === "none" &&
        box.width > 1 &&
        box.height > 1
      );
    }),
  );
  return (await controls.all()).filter((_, index) => isShown[index]);
}

/** Contrast of the text of every given control, as failure lines. */
async function lowContrast(controls: Locator[], state: string) {
  const failures: string[] = [];
  for (const control of controls) {
    const reading = await measureTextContrast(control);
    if (reading && reading.ratio < reading.required) {
      failures.push(`${state}: ${describeReading(reading)}`);
    }
  }
  return failures;
}

for (const viewport of a11yWidths) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    // axe takes a few seconds per page on a 2-CPU machine.
    test.describe.configure({ timeout: 45_000 });

    for (const path of a11yRoutes) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page, consoleErrors }) => {
        await openRoute(page, consoleErrors, path);
        await expectNoAxeViolations(page, `${path} at ${viewport.width} px`);
      });
    }

    for (const path of a11yRoutes) {
      test(`${path}: the header keeps AA contrast, transparent over the first section and opaque past 20 px`, async ({
        page,
        consoleErrors,
      }) => {
        await openRoute(page, consoleErrors, path);
        const header = page.getByRole("banner");
        const controls = await visibleControls(header);
        const failures: string[] = [];

        await expect(header).toHaveAttribute("data-opaque", "false");
        await expectNoAxeViolations(page, `${path}, transparent header`, "header");
        failures.push(...(await lowContrast(controls, "transparent header")));

        // Just past the threshold, the first section is still behind the header…
        await page.evaluate(() => window.scrollTo(0, 40));
        await expect(header).toHaveAttribute("data-opaque", "true");
        await expectNoAxeViolations(page, `${path}, opaque header`, "header");
        failures.push(...(await lowContrast(controls, "opaque header over the top")));

        // …and at the bottom, the dark footer is.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        failures.push(...(await lowContrast(controls, "opaque header at the bottom")));
        expect(failures).toEqual([]);
      });
    }
  });
}

test.describe("contrast in every state", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  // Every control is hovered and photographed: slower than most tests.
  test.describe.configure({ timeout: 60_000 });

  for (const path of a11yRoutes) {
    test(`${path}: every link and button keeps AA contrast when hovered`, async ({
      page,
      consoleErrors,
    }) => {
      await openRoute(page, consoleErrors, path);
      const failures: string[] = [];
      const controls = await visibleControls(page.locator("body"));
      expect(controls.length).toBeGreaterThan(5);
      for (const control of controls) {
        await control.hover();
        failures.push(...(await lowContrast([control], `${path}, hovered`)));
      }
      expect(failures).toEqual([]);
    });
  }
});

test.describe("with content opened", () => {
  // Two axe runs and the on-screen contrast checks in one test.
  test.describe.configure({ timeout: 45_000 });
  test("no axe violations with the mobile menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expectHydrated(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolations(page, "/ with the menu open");
  });

  test("no axe violations with an FAQ answer open and the term filled in", async ({ page }) => {
    await page.goto("/faq");
    await expectHydrated(page);
    await page.locator("summary").nth(2).click();
    await expect(page.locator("details[open]")).toHaveCount(1);
    await expectNoAxeViolations(page, "/faq with an answer open");

    await page.goto("/termo-de-locacao?client=Ana%20Beatriz&boxes=30&value=650");
    await expectHydrated(page);
    await expect(page.locator('dd[data-field="client"]')).toHaveText("Ana Beatriz");
    await expectNoAxeViolations(page, "/termo-de-locacao filled in");
  });
});

/** Landmarks and headings as a screen reader lists them. */
async function readOutline(page: Page) {
  const snapshot = await page.locator("body").ariaSnapshot();
  const headings = [...snapshot.matchAll(/heading "(.*?)" \[level=(\d)\]/g)].map((match) => ({
    text: match[1]!,
    level: Number(match[2]),
  }));
  const topLevel = (role: string) =>
    snapshot.split("\n").filter((line) => new RegExp(`^- ${role}\\b`).test(line)).length;
  return {
    snapshot,
    headings,
    landmarks: {
      banner: topLevel("banner"),
      main: topLevel("main"),
      contentinfo: topLevel("contentinfo"),
      navigation: (snapshot.match(/- navigation\b/g) ?? []).length,
    },
  };
}

test.describe("what a screen reader finds", () => {
  test.describe.configure({ timeout: 45_000 });
  for (const path of a11yRoutes) {
    test(`${path}: header, nav, main and footer landmarks; one h1 and no skipped heading level`, async ({
      page,
      consoleErrors,
    }) => {
      await openRoute(page, consoleErrors, path);
      for (const viewport of a11yWidths) {
        await page.setViewportSize(viewport);
        const { headings, landmarks } = await readOutline(page);
        expect(landmarks, `landmarks at ${viewport.width} px`).toEqual({
          banner: 1,
          main: 1,
          contentinfo: 1,
          navigation: expect.any(Number),
        });
        expect(landmarks.navigation).toBeGreaterThanOrEqual(viewport.width >= 1024 ? 2 : 1);

        const outline = headings.map((heading) => `h${heading.level} ${heading.text}`).join("\n");
        expect(
          headings.filter((heading) => heading.level === 1),
          outline,
        ).toHaveLength(1);
        expect(headings[0]?.level, outline).toBe(1);
        headings.forEach((heading, index) => {
          const previous = headings[index - 1];
          if (previous) expect(heading.level, outline).toBeLessThanOrEqual(previous.level + 1);
        });
      }

      // axe's own landmark and heading rules (best practices, not in the WCAG tags).
      const results = await new AxeBuilder({ page })
        .withRules([
          "landmark-one-main",
          "landmark-no-duplicate-banner",
          "landmark-no-duplicate-contentinfo",
          "landmark-unique",
          "landmark-banner-is-top-level",
          "landmark-contentinfo-is-top-level",
          "landmark-main-is-top-level",
          "page-has-heading-one",
          "heading-order",
          "region",
        ])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      ).toEqual([]);
    });

    test(`${path}: decorative icons are hidden, links to WhatsApp or a new tab say so`, async ({
      page,
      consoleErrors,
    }) => {
      await openRoute(page, consoleErrors, path);
      // Every drawing is either hidden from assistive technology or named.
      const exposedDrawings = await page.evaluate(() =>
        [...document.querySelectorAll("svg, img")]
          .filter((element) => !element.closest('[aria-hidden="true"]'))
          .filter((element) =>
            element instanceof HTMLImageElement
              ? !element.hasAttribute("alt")
              : !(element.getAttribute("role") === "img" && element.getAttribute("aria-label")),
          )
          .map((element) => element.outerHTML.slice(0, 120)),
      );
      expect(exposedDrawings).toEqual([]);
      const { snapshot } = await readOutline(page);
      expect(snapshot, "an image without a name").not.toMatch(/- img(?: "")?$/m);

      const newTab = page.locator('a[target="_blank"]');
      for (const link of await newTab.all()) {
        await expect(link).toHaveAccessibleName(/\(abre (em uma nova aba|o WhatsApp .*)\)$/);
      }
      const whatsapp = page.locator('a[href^="https://wa.me/"]');
      expect(await whatsapp.count()).toBeGreaterThan(0);
      for (const link of await whatsapp.all()) {
        await expect(link).toHaveAccessibleName(/\(abre o WhatsApp em uma nova aba\)$/);
        await expect(link).toHaveAttribute("target", "_blank");
      }
    });
  }

  test("the term's order data is a definition list: each label with its value", async ({
    page,
  }) => {
    await page.goto("/termo-de-locacao?client=Ana%20Beatriz&boxes=30&cpf=123.456.789-09");
    await expectHydrated(page);
    const summary = page.getByRole("region", { name: termCopy.summaryTitle });
    await expect(summary.getByRole("term")).toHaveText(termFieldLabels.map((field) => field.label));
    const pairs = await summary
      .locator("dl")
      .evaluate((list) =>
        [...list.querySelectorAll("dt")].map((term) => [
          term.textContent,
          term.nextElementSibling?.tagName === "DD" ? term.nextElementSibling.textContent : null,
        ]),
      );
    expect(Object.fromEntries(pairs)).toMatchObject({
      Cliente: "Ana Beatriz",
      "CPF/CNPJ": "123.456.789-09",
    });
  });

  test("the regions table has column and row headers", async ({ page }) => {
    await page.goto("/regioes-atendidas");
    const table = page.getByRole("table", { name: regionsPageCopy.tableCaption });
    await expect(table.getByRole("columnheader")).toHaveText([
      regionsPageCopy.regionColumn,
      regionsPageCopy.servedColumn,
    ]);
    await expect(table.getByRole("rowheader")).toHaveText(regions.map((region) => region.nome));
  });
});
