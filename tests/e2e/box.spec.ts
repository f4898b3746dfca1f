import { boxGallery, boxSpecCards } from "~/content/box";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { expect, expectHydrated, test } from "./support/fixtures";
import { expectWhatsAppLink } from "./support/whatsapp";

test.beforeEach(async ({ page }) => {
  await page.goto("/conheca-a-caixa");
  await expectHydrated(page);
});

test("the box drawn with its measures: 40 × 60 × 37 cm, 64 L, 22 kg, attached lid", async ({
  page,
}) => {
  const drawing = page.getByRole("img", {
    name: /60 cm de comprimento, 40 cm de largura e 37 cm de altura/,
  });
  await expect(drawing).toBeVisible();
  const figure = page.locator("figure", { has: drawing });
  for (const label of ["60 cm", "40 cm", "37 cm"]) {
    await expect(figure.getByText(label, { exact: true })).toBeVisible();
  }
  const facts = page.getByRole("region", { name: "Medidas da caixa" });
  await expect(facts).toContainText("40 × 60 × 37 cm");
  await expect(facts).toContainText("64 litros");
  await expect(facts).toContainText("até 22 kg");
  await expect(facts).toContainText("tampa acoplada");
});

test("specification cards", async ({ page }) => {
  const section = page.getByRole("region", { name: "Feita para mudança" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(
    boxSpecCards.map((card) => card.title),
  );
});

test("'O que cabe na caixa?': 45 livros, 25 camisas ou calças, 15 pares de sapatos", async ({
  page,
}) => {
  const section = page.getByRole("region", { name: "O que cabe na caixa?" });
  const items = section.getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveText(/45\s*livros/);
  await expect(items.nth(1)).toHaveText(/25\s*camisas ou calças/);
  await expect(items.nth(2)).toHaveText(/15\s*pares de sapatos/);
});

test("three pictures with alt text and captions, all loaded", async ({ page }) => {
  const section = page.getByRole("region", { name: "A caixa de perto" });
  const images = section.getByRole("img");
  await expect(images).toHaveCount(3);
  for (const [index, picture] of boxGallery.entries()) {
    const image = images.nth(index);
    await expect(image).toHaveAttribute("alt", picture.alt);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(section.getByText(picture.caption)).toBeVisible();
  }
});

test("'Ver Planos' goes to /planos and 'Dúvidas?' links to /faq and WhatsApp", async ({ page }) => {
  const box = page.getByRole("complementary", { name: "Dúvidas?" });
  await expect(box.getByRole("link", { name: "Ver perguntas frequentes" })).toHaveAttribute(
    "href",
    "/faq",
  );
  expect(await expectWhatsAppLink(box.getByRole("link", { name: /Falar no WhatsApp/ }))).toBe(
    whatsappMessages.generalDoubts,
  );
  await page.getByRole("main").getByRole("link", { name: "Ver Planos" }).click();
  await expect(page).toHaveURL("/planos");
});
