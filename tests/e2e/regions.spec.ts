import type { Page } from "@playwright/test";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { regionsImage } from "~/content/regions-page";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { buildDocumentTitle } from "~/lib/seo";
import { expect, expectHydrated, test } from "./support/fixtures";
import { expectWhatsAppLink } from "./support/whatsapp";

const imageUrl = `${company.imageHost}${regionsImage.path}`;

test("its own title, description, keywords and canonical link", async ({ page }) => {
  await page.goto("/regioes-atendidas");
  await expect(page).toHaveTitle(buildDocumentTitle("Regiões atendidas", company.brandName));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    pages.regions.description,
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    "content",
    /caixas para mudança Osasco/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${company.siteUrl}/regioes-atendidas`,
  );
});

test("the four regions, each marked 'Sim'", async ({ page }) => {
  await page.goto("/regioes-atendidas");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(5);
  const body = rows.filter({ has: page.getByRole("rowheader") });
  await expect(body.getByRole("rowheader")).toHaveText([
    "São Paulo (Capital)",
    "Osasco",
    "Guarulhos",
    "Alphaville",
  ]);
  await expect(body.getByRole("cell")).toHaveText(["Sim", "Sim", "Sim", "Sim"]);
});

test("'Tenho interesse, mas sou de outra cidade' opens WhatsApp with its message", async ({
  page,
}) => {
  await page.goto("/regioes-atendidas");
  const link = page.getByRole("link", { name: /^Tenho interesse, mas sou de outra cidade/ });
  expect(await expectWhatsAppLink(link)).toBe(whatsappMessages.outOfCity);
});

test("the doubts button shows the phone number", async ({ page }) => {
  await page.goto("/regioes-atendidas");
  const link = page.getByRole("link", {
    name: new RegExp(`Dúvidas\\?.*${company.phoneDisplay.replace(/[()]/g, "\\$&")}`),
  });
  await expect(link).toBeVisible();
  await expect(link).toContainText(company.phoneDisplay);
  expect(await expectWhatsAppLink(link)).toBe(whatsappMessages.generalDoubts);
});

/** Layout shifts the page reported while it was open. */
async function collectLayoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test("the region image comes from the company host; when it cannot load, no broken icon and no shift", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/^Failed to load resource: net::ERR_CONNECTION_REFUSED/);
  const requested: string[] = [];
  await page.route(`${company.imageHost}/**`, (route) => {
    requested.push(route.request().url());
    return route.abort("connectionrefused");
  });
  await page.goto("/regioes-atendidas");
  await expectHydrated(page);
  const figure = page.locator("figure[data-state]");
  const sizeBefore = await figure.boundingBox();
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveAttribute("data-state", "failed");
  expect(requested).toEqual([imageUrl]);
  await expect(figure.locator("img")).toHaveCount(0);
  await expect(figure.getByText("São Paulo e Grande São Paulo")).toBeVisible();
  const sizeAfter = await figure.boundingBox();
  expect(sizeAfter?.height).toBe(sizeBefore?.height);
  expect(sizeAfter!.height).toBeGreaterThan(100);
  expect(await collectLayoutShift(page)).toBe(0);
});

test("when the region image loads, it shows in the same box", async ({ page }) => {
  await page.goto("/regioes-atendidas");
  await expectHydrated(page);
  const figure = page.locator("figure[data-state]");
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveAttribute("data-state", "loaded");
  const image = figure.getByRole("img", { name: regionsImage.alt });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", imageUrl);
  expect(await collectLayoutShift(page)).toBe(0);
});
