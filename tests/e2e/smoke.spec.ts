import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { buildDocumentTitle } from "~/lib/seo";
import { expect, expectHydrated, test } from "./support/fixtures";

const routes = [
  { page: pages.home, heading: /caixas plásticas/i },
  { page: pages.plans, heading: "A melhor opção para a sua mudança" },
  { page: pages.box, heading: /conheça a caixa/i },
  { page: pages.regions, heading: /regiões atendidas/i },
  { page: pages.faq, heading: /perguntas frequentes/i },
  { page: pages.term, heading: /termo de locação/i },
];

for (const { page: info, heading } of routes) {
  test(`${info.path} loads with its heading, title and no errors`, async ({ page }) => {
    const response = await page.goto(info.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(buildDocumentTitle(info.title, company.brandName));
    await expectHydrated(page);
  });
}

test("an unknown path answers 404 with the 404 page and logs the path", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /^Failed to load resource: .* 404 \(Not Found\) \[http:\/\/[^/]+\/nao-existe\]$/,
  );
  consoleErrors.allow(/^404 Error: User attempted to access non-existent route: \/nao-existe /);
  const response = await page.goto("/nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  // Inside the site layout: header, navigation and footer are there.
  await expect(
    page.getByRole("banner").getByRole("link", { name: /página inicial/ }),
  ).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("CNPJ");
  await expectHydrated(page);
  await expect
    .poll(() => consoleErrors.messages)
    .toContainEqual(expect.stringContaining("/nao-existe"));

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("links navigate in the browser without reloading the document", async ({ page }) => {
  await page.goto("/");
  await expectHydrated(page);
  const documentRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentRequests.push(request.url());
  });
  await page
    .getByRole("navigation", { name: "Principal" })
    .getByRole("link", { name: pages.faq.navLabel })
    .click();
  await expect(page).toHaveURL(pages.faq.path);
  await expect(
    page.getByRole("heading", { level: 1, name: /perguntas frequentes/i }),
  ).toBeVisible();
  expect(documentRequests).toEqual([]);
});
