import type { Page } from "@playwright/test";
import { termClauses, termDefaults } from "~/content/term";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { formatDateBR } from "~/lib/format";
import { expect, expectHydrated, test } from "./support/fixtures";
import { watchPage } from "./support/page-watch";
import { expectWhatsAppLink, plainSpaces } from "./support/whatsapp";

const field = (page: Page, key: string) => page.locator(`dd[data-field="${key}"]`);

/** Waits until a field shows exactly `value` (toHaveText would collapse its whitespace). */
const expectExactText = (page: Page, key: string, value: string) =>
  expect.poll(() => field(page, key).textContent(), { message: `the ${key} field` }).toBe(value);

test("with no parameters, the spec's defaults", async ({ page }) => {
  await page.goto("/termo-de-locacao");
  await expectHydrated(page);
  await expect(field(page, "boxes")).toHaveText("20");
  await expect(field(page, "client")).toHaveText("Cliente");
  await expect(field(page, "email")).toHaveText(termDefaults.email);
  await expect(field(page, "phone")).toHaveText(termDefaults.phone);
  await expect(field(page, "cpf")).toHaveText(termDefaults.cpf);
  await expect(field(page, "deliveryDate")).toHaveText("DD/MM/AAAA");
  await expect(field(page, "pickupDate")).toHaveText("DD/MM/AAAA");
  await expect(field(page, "deliveryAddress")).toHaveText("Endereço de entrega");
  await expect(field(page, "pickupAddress")).toHaveText("Endereço de retirada");
  expect(plainSpaces(await field(page, "value").textContent())).toBe("R$ 600,00");
});

test("fills the agreement with the values of the link, in the summary and the clauses", async ({
  page,
}) => {
  const query = new URLSearchParams({
    boxes: "30",
    client: "Ana Beatriz Conceição",
    email: "ana@example.com",
    phone: "(11) 91234-5678",
    cpf: "123.456.789-09",
    deliveryDate: "05/03/2027",
    deliveryAddress: "Rua das Flores, 123 - Pinheiros, São Paulo",
    pickupDate: "19/03/2027",
    pickupAddress: "Av. dos Autonomistas, 900 - Osasco",
    value: "650",
  });
  await page.goto(`/termo-de-locacao?${query}`);
  await expectHydrated(page);
  for (const [key, value] of query) {
    if (key === "value") continue;
    await expect(field(page, key)).toHaveText(value);
  }
  expect(plainSpaces(await field(page, "value").textContent())).toBe("R$ 650,00");
  const clauses = page.getByRole("main");
  await expect(clauses.locator('strong[data-field="boxes"]')).toHaveText("30");
  await expect(clauses.locator('strong[data-field="pickupAddress"]')).toHaveText(
    "Av. dos Autonomistas, 900 - Osasco",
  );
  await expect(clauses).toContainText(
    "Ana Beatriz Conceição, inscrito(a) no CPF/CNPJ sob o nº 123.456.789-09",
  );
});

test("a real agreement: object, period, delivery, Pix, the lost-box fee, regions, responsibilities", async ({
  page,
}) => {
  await page.goto("/termo-de-locacao");
  await expectHydrated(page);
  const headings = page.getByRole("main").getByRole("heading", { level: 2, name: /^Cláusula/ });
  await expect(headings).toHaveText(
    termClauses.map((clause, index) => `Cláusula ${index + 1}ª: ${clause.title}`),
  );
  const text = plainSpaces(await page.getByRole("main").textContent());
  expect(text).toContain("pago por Pix até 1 dia antes da retirada das caixas");
  expect(text).toContain("no valor fixo de R$ 130,00");
  expect(text).toContain("São Paulo (Capital), Osasco, Guarulhos e Alphaville");
  expect(text).toContain("40 × 60 × 37 cm");
});

test("'São Paulo,' followed by today's date", async ({ page }) => {
  await page.goto("/termo-de-locacao");
  await expectHydrated(page);
  await expect(page.getByText(/^São Paulo, \d{2}\/\d{2}\/\d{4}$/)).toHaveText(
    `São Paulo, ${formatDateBR(new Date())}`,
  );
});

test("'Estou de acordo' opens WhatsApp with the agreement message", async ({ page }) => {
  await page.goto("/termo-de-locacao?client=Ana");
  const link = page.getByRole("link", { name: /^Estou de acordo/ });
  expect(await expectWhatsAppLink(link)).toBe("Estou de acordo com o termo de locação");
  expect(whatsappMessages.termAgreement).toBe("Estou de acordo com o termo de locação");
});

test("is kept out of search engines", async ({ page }) => {
  await page.goto("/termo-de-locacao");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

/** The agreement's elements, whatever their text: a value that became markup adds some. */
const mainElements = (page: Page) =>
  page
    .locator("main")
    .evaluate((main) =>
      Array.from(main.querySelectorAll("*"), (element) => element.tagName).join(" "),
    );

test("hostile values show as inert text: no element, no script, no dialog, no CSP violation", async ({
  page,
}) => {
  const attacks = {
    client: "<img src=x onerror=alert(1)>",
    email: '"><script>alert(1)</script>',
    deliveryAddress: "javascript:alert(1)",
    pickupAddress: '<img src=x onerror="window.__pwned=1"><svg/onload=alert(2)>',
    boxes: "</dd></dl><iframe src=javascript:alert(3)></iframe>",
    cpf: "%",
    phone: "{{7*7}} ${7*7}",
    value: "<b>600</b>",
  };
  await page.goto("/termo-de-locacao");
  await expectHydrated(page);
  const defaultElements = await mainElements(page);

  const watch = await watchPage(page);
  const response = await page.goto(`/termo-de-locacao?${new URLSearchParams(attacks)}`);
  expect(response?.status()).toBe(200);
  await expectHydrated(page);
  for (const [key, value] of Object.entries(attacks)) {
    await expectExactText(page, key, value);
    expect(await field(page, key).evaluate((element) => element.children.length)).toBe(0);
  }
  await expect(page.getByRole("main").locator('strong[data-field="client"]')).toHaveText(
    attacks.client,
  );
  expect(await mainElements(page)).toBe(defaultElements);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  const link = page.getByRole("link", { name: /^Estou de acordo/ });
  expect(await expectWhatsAppLink(link)).toBe(whatsappMessages.termAgreement);
  await watch.expectClean();
  // An <img src=x> that became markup would have asked for …/x.
  expect(watch.requests.filter((url) => new URL(url).pathname.endsWith("/x"))).toEqual([]);
});

// PAGE-1: URLSearchParams reads a bad escape as itself, or U+FFFD for bad UTF-8.
for (const query of ["client=%", "client=%E0%A4%A", "client=%zz&cpf=%"]) {
  test(`the malformed query ?${query} does not break the page`, async ({ page }) => {
    const watch = await watchPage(page);
    const response = await page.goto(`/termo-de-locacao?${query}`);
    expect(response?.status()).toBe(200);
    await expectHydrated(page);
    const expected = new URLSearchParams(query);
    for (const [key, value] of expected) await expectExactText(page, key, value);
    await expect(field(page, "email")).toHaveText(termDefaults.email);
    await watch.expectClean();
  });
}

test("a 6 KB query fills every field and wraps without widening the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const values = {
    boxes: "9".repeat(300),
    client: "A".repeat(2_000),
    email: `${"x".repeat(300)}@${"exemplo".repeat(40)}.com`,
    phone: "(11) 91234-5678 ".repeat(20),
    cpf: "123.456.789-09".repeat(30),
    deliveryDate: "05/03/2027".repeat(30),
    deliveryAddress: "Rua".repeat(300),
    pickupDate: "📦🚚".repeat(50),
    pickupAddress: "Avenida-das-Nações-Unidas-".repeat(20),
    value: "R$1.200,00".repeat(30),
  };
  const query = new URLSearchParams(values).toString();
  expect(query.length).toBeGreaterThan(6_000);
  expect(query.length).toBeLessThan(8_000);
  const watch = await watchPage(page);
  const response = await page.goto(`/termo-de-locacao?${query}`);
  expect(response?.status()).toBe(200);
  await expectHydrated(page);
  for (const [key, value] of Object.entries(values)) await expectExactText(page, key, value);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await watch.expectClean();
});

test("the pre-rendered HTML shows the agreement while the values load, and hydration logs nothing", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.request.get("/termo-de-locacao?client=Ana");
  const html = await response.text();
  expect(html).toContain("Carregando os dados do seu pedido");
  expect(html).toContain(termClauses[0]!.title);
  await page.goto("/termo-de-locacao?client=Ana&boxes=40");
  await expectHydrated(page);
  await expect(field(page, "client")).toHaveText("Ana");
  await expect(page.getByText("Carregando os dados do seu pedido")).toBeHidden();
  expect(consoleErrors.messages).toEqual([]);
});
