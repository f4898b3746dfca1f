import { benefits, hero, howItWorks, testimonial } from "~/content/home";
import { pages } from "~/content/pages";
import { expect, expectHydrated, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await expectHydrated(page);
});

test("hero: one h1, the description and both buttons", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
  await expect(page.getByText(hero.description)).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Ver Planos" }).first()).toHaveAttribute(
    "href",
    "/planos",
  );
  await expect(main.getByRole("link", { name: "Como Funciona" })).toBeVisible();
});

test("'Ver Planos' in the hero goes to /planos", async ({ page }) => {
  await page.getByRole("main").getByRole("link", { name: "Ver Planos" }).first().click();
  await expect(page).toHaveURL("/planos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "A melhor opção para a sua mudança",
  );
});

test("'Como Funciona' in the hero scrolls to the steps", async ({ page }) => {
  await page.getByRole("main").getByRole("link", { name: "Como Funciona" }).click();
  await expect(page.locator("#como-funciona")).toBeInViewport({ ratio: 0.3 });
  await expect(page).toHaveURL("/");
});

test("how it works: three numbered steps", async ({ page }) => {
  const steps = page.locator("#como-funciona ol > li");
  await expect(steps).toHaveCount(3);
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
    howItWorks.steps.map((step, index) => `Passo ${index + 1}: ${step.title}`),
  );
  await expect(steps.nth(0)).toContainText("1");
  await expect(steps.nth(2)).toContainText("3");
  await expect(steps.nth(0)).toContainText(/entregamos/i);
  await expect(steps.nth(1)).toContainText(/você usa/i);
  await expect(steps.nth(2)).toContainText(/retiramos/i);
});

test("differentiators: eight benefit cards", async ({ page }) => {
  const cards = page.locator("#diferenciais li");
  await expect(cards).toHaveCount(8);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
    benefits.items.map((item) => item.title),
  );
});

test("testimonial: five stars read as text, a name with an initial and a city", async ({
  page,
}) => {
  const figure = page.locator("figure").filter({ hasText: testimonial.quote });
  // What a screen reader reads: the rating as a sentence, no unnamed images.
  await expect(figure).toMatchAriaSnapshot(`
    - figure:
      - paragraph: 5 de 5 estrelas
      - blockquote:
        - paragraph: /${testimonial.quote.slice(0, 20)}/
  `);
  await expect(figure.locator("svg")).toHaveCount(testimonial.maxRating);
  await expect(figure.locator("svg:not([aria-hidden='true'])")).toHaveCount(0);
  await expect(figure.locator("figcaption")).toHaveText(
    `${testimonial.author}, ${testimonial.city}`,
  );
  expect(testimonial.author).toMatch(/^\S+ [A-Z]\.$/);
});

test("'Ver Nossos Planos' goes to /planos, at the top", async ({ page }) => {
  await page.getByRole("link", { name: "Ver Nossos Planos" }).click();
  await expect(page).toHaveURL("/planos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.plans.heading);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("floating 'Ver Planos' button", () => {
  test("hidden while the hero button shows, visible once it is under 10% visible, hidden again", async ({
    page,
  }) => {
    const floating = page.locator('[data-visible] a[href="/planos"]');
    await expect(floating).toBeHidden();

    const heroButton = page.locator("#hero-ver-planos");
    const top = await heroButton.evaluate(
      (element) => element.getBoundingClientRect().top + window.scrollY,
    );
    const height = await heroButton.evaluate((element) => element.getBoundingClientRect().height);

    // 50% of the button still visible: stays hidden.
    await page.evaluate((y) => window.scrollTo(0, y), top + height * 0.5);
    await page.waitForTimeout(300);
    await expect(floating).toBeHidden();

    // Scrolled past: shows up.
    await page.evaluate((y) => window.scrollTo(0, y), top + height * 0.95);
    await expect(floating).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(floating).toBeHidden();
  });

  test("goes to /planos, at the top", async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    const floating = page.locator('[data-visible="true"] a[href="/planos"]');
    await expect(floating).toBeVisible();
    await floating.click();
    await expect(page).toHaveURL("/planos");
    // The URL changes first; the new page then renders and scrolls up.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.plans.heading);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
