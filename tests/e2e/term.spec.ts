import type { Page } from "@playwright/test";
import { termClauses, termDefaults } from "~/content/term";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { formatDateBR } from "~/lib/format";
import { expect, expectHydrated, test } from "./support/fixtures";
import { expectWhatsAppLink, plainSpaces } from "./support/whatsapp";

const field = (page: Page, key: string) => page.locator(`dd[data-field="${key}"]`);

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

test("hostile values show as inert text: no element, no script, no dialog", async ({ page }) => {
  const attacks = {
    client: '<img src=x onerror="window.__pwned=1">',
    email: '"><script>window.__pwned=2</script>',
    deliveryAddress: "javascript:alert(1)",
    cpf: "%",
    phone: "{{7*7}} ${7*7}",
  };
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await page.goto(`/termo-de-locacao?${new URLSearchParams(attacks)}`);
  await expectHydrated(page);
  for (const [key, value] of Object.entries(attacks)) {
    await expect(field(page, key)).toHaveText(value);
    expect(await field(page, key).evaluate((element) => element.children.length)).toBe(0);
  }
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator("main img[src=x], main script").count()).toBe(0);
  expect(dialogs).toBe(0);
});

test("malformed escapes in the query do not break the page", async ({ page }) => {
  await page.goto("/termo-de-locacao?client=%&cpf=%E0%A4%A&phone=%zz");
  await expectHydrated(page);
  await expect(field(page, "client")).toHaveText("%");
  await expect(field(page, "phone")).toHaveText("%zz");
});

test("a 5,000-character value wraps without widening the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const long = "A".repeat(5_000);
  // 5,000 characters plus another long value, still under the 8 KB URL limit.
  await page.goto(`/termo-de-locacao?client=${long}&deliveryAddress=${"Rua".repeat(700)}`);
  await expectHydrated(page);
  await expect(field(page, "client")).toHaveText(long);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
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
