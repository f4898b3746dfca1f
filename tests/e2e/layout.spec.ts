import { company } from "~/content/company";
import { mainNavigation } from "~/content/pages";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { expect, expectHydrated, test } from "./support/fixtures";
import { expectWhatsAppLink } from "./support/whatsapp";

test.describe("header", () => {
  test("is transparent at the top, opaque with a blur past 20 px, transparent again at the top", async ({
    page,
  }) => {
    await page.goto("/faq");
    await expectHydrated(page);
    const header = page.getByRole("banner");
    const background = () =>
      header.evaluate((element) => getComputedStyle(element).backgroundColor);
    const blur = () => header.evaluate((element) => getComputedStyle(element).backdropFilter);

    await expect(header).toHaveAttribute("data-opaque", "false");
    expect(await background()).toBe("rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-opaque", "false");

    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-opaque", "true");
    await expect.poll(background).not.toBe("rgba(0, 0, 0, 0)");
    expect(await blur()).toContain("blur");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-opaque", "false");
    await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
  });

  test("on desktop: logo home, the four links and 'Ver Planos'", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/faq");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: new RegExp(company.brandName) })).toHaveAttribute(
      "href",
      "/",
    );
    const nav = header.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link")).toHaveText(mainNavigation.map((link) => link.navLabel));
    for (const link of mainNavigation) {
      await expect(nav.getByRole("link", { name: link.navLabel })).toHaveAttribute(
        "href",
        link.path,
      );
    }
    await expect(header.getByRole("button", { name: "Abrir menu" })).toBeHidden();
    await header.getByRole("link", { name: "Ver Planos" }).click();
    await expect(page).toHaveURL("/planos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A melhor opção para a sua mudança",
    );
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const key of ["Enter", "Space"] as const) {
    test(`${key} on the menu button opens a dialog from the left with the links; focus stays inside, Esc closes it and focus returns`, async ({
      page,
    }) => {
      await page.goto("/");
      await expectHydrated(page);
      await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
      const menuButton = page.getByRole("button", { name: "Abrir menu" });
      // Reached from the keyboard: the skip link, the logo, then the button.
      for (let step = 0; step < 3; step++) await page.keyboard.press("Tab");
      await expect(menuButton).toBeFocused();
      await page.keyboard.press(key);

      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer).toBeVisible();
      // It slides in from the left edge and leaves part of the page visible.
      await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
      expect((await drawer.boundingBox())!.width).toBeLessThan(390);
      const links = drawer.getByRole("navigation").getByRole("link");
      await expect(links).toHaveText(mainNavigation.map((link) => link.navLabel));
      await expect(drawer.getByRole("link", { name: "Ver Planos" })).toHaveAttribute(
        "href",
        "/planos",
      );

      // Focus moved in, and tabbing around, either way, never leaves the dialog.
      const isFocusInside = () =>
        drawer.evaluate((dialog) => dialog.contains(document.activeElement));
      expect(await isFocusInside()).toBe(true);
      const seen = new Set<string>();
      for (const direction of ["Tab", "Shift+Tab"]) {
        for (let step = 0; step < 10; step++) {
          await page.keyboard.press(direction);
          expect(await isFocusInside(), `after ${step + 1} × ${direction}`).toBe(true);
          seen.add(await page.evaluate(() => document.activeElement?.textContent ?? ""));
        }
      }
      // It went round every control (logo, close, four links, 'Ver Planos').
      expect(seen.size).toBe(7);

      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
    });
  }

  test("closes after navigating", async ({ page }) => {
    await page.goto("/");
    await expectHydrated(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Regiões Atendidas" }).click();
    await expect(page).toHaveURL("/regioes-atendidas");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Regiões atendidas");
  });

  test("'Ver Planos' in the drawer goes to the plans and closes it", async ({ page }) => {
    await page.goto("/faq");
    await expectHydrated(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Ver Planos" }).click();
    await expect(page).toHaveURL("/planos");
    await expect(drawer).toBeHidden();
  });

  test("opens and closes with no script at all, before the page hydrates", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/planos");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await page.getByRole("button", { name: "Fechar menu" }).click();
    await expect(drawer).toBeHidden();
    await context.close();
  });

  test("the close button closes it", async ({ page }) => {
    await page.goto("/");
    await expectHydrated(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("button", { name: "Fechar menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the logo, the tagline, quick links, contacts, © 2025 and the CNPJ", async ({
    page,
  }) => {
    await page.goto("/planos");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: new RegExp(company.brandName) })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(footer).toContainText("caixas plásticas reutilizáveis");
    await expect(footer.getByRole("link", { name: "Planos", exact: true })).toHaveAttribute(
      "href",
      "/planos",
    );
    await expect(footer.getByRole("link", { name: "Perguntas Frequentes" })).toHaveAttribute(
      "href",
      "/faq",
    );
    await expect(footer.getByRole("link", { name: /e-mail/i })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    const instagram = footer.getByRole("link", { name: /instagram/i });
    await expect(instagram).toHaveAttribute(
      "href",
      `https://www.instagram.com/${company.instagramHandle}/`,
    );
    await expect(instagram).toContainText(`@${company.instagramHandle}`);
    const whatsapp = footer.getByRole("link", { name: /whatsapp/i });
    expect(await expectWhatsAppLink(whatsapp)).toBe(whatsappMessages.generalDoubts);
    await expect(footer).toContainText(`© 2025 ${company.brandName}`);
    await expect(footer).toContainText(`CNPJ ${company.cnpj}`);
  });

  for (const [label, sectionId] of [
    ["Como Funciona", "como-funciona"],
    ["Diferenciais", "diferenciais"],
  ] as const) {
    test(`'${label}' goes home from another page and scrolls to #${sectionId}`, async ({
      page,
    }) => {
      await page.goto("/faq");
      await expectHydrated(page);
      await page.getByRole("contentinfo").getByRole("link", { name: label }).click();
      await expect(page).toHaveURL("/");
      const section = page.locator(`#${sectionId}`);
      await expect(section).toBeInViewport({ ratio: 0.3 });
      await expect(section).toBeFocused();
    });

    test(`'${label}' scrolls to #${sectionId} on the home page too`, async ({ page }) => {
      await page.goto("/");
      await expectHydrated(page);
      await page.getByRole("contentinfo").getByRole("link", { name: label }).click();
      const section = page.locator(`#${sectionId}`);
      await expect(section).toBeInViewport({ ratio: 0.3 });
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    });
  }

  test("the section scroll waits 100 ms, then moves smoothly", async ({ page }) => {
    // Records every scrollIntoView call with its time and options, so the
    // test checks the delay and the smooth behaviour without sampling
    // scroll positions (which depends on how busy the machine is).
    await page.addInitScript(() => {
      const calls: { at: number; behavior: unknown; id: string }[] = [];
      Object.assign(window, { __scrollCalls: calls });
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
        const behavior =
          typeof options === "object" && options ? (options as ScrollIntoViewOptions).behavior : "";
        calls.push({ at: performance.now(), behavior, id: this.id });
        return original.call(this, options as ScrollIntoViewOptions);
      };
    });
    await page.goto("/");
    await expectHydrated(page);
    const clickedAt = await page.evaluate(() => {
      const link = [...document.querySelectorAll("footer a")].find(
        (a) => a.textContent === "Diferenciais",
      );
      (link as HTMLAnchorElement).click();
      return performance.now();
    });
    await expect(page.locator("#diferenciais")).toBeInViewport({ ratio: 0.3 });
    const calls = await page.evaluate(
      () =>
        (window as unknown as { __scrollCalls: { at: number; behavior: unknown; id: string }[] })
          .__scrollCalls,
    );
    expect(calls.map(({ behavior, id }) => ({ behavior, id }))).toEqual([
      { behavior: "smooth", id: "diferenciais" },
    ]);
    expect(calls[0]!.at - clickedAt).toBeGreaterThanOrEqual(100);
  });
});
