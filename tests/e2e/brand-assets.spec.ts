import { shareImage } from "~/content/brand-assets";
import { themeColor } from "~/content/brand-colors";
import { company } from "~/content/company";
import { expect, test } from "./support/fixtures";

test("the page head links icons and a manifest that the server delivers", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", themeColor);

  const links = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((elements) =>
      elements.map((element) => ({
        rel: element.getAttribute("rel"),
        href: element.getAttribute("href"),
      })),
    );
  expect(links.map((link) => link.rel)).toEqual(["icon", "icon", "apple-touch-icon", "manifest"]);

  const expectedType: Record<string, RegExp> = {
    png: /^image\/png/,
    svg: /^image\/svg\+xml/,
    webmanifest: /^application\/manifest\+json/,
  };
  for (const { href } of links) {
    const response = await request.get(href!);
    expect(response.status(), href!).toBe(200);
    expect(response.headers()["content-type"], href!).toMatch(
      expectedType[href!.split(".").at(-1)!]!,
    );
  }

  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBe(company.brandName);
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/png/);
  }

  const share = await request.get(shareImage.href);
  expect(share.status()).toBe(200);
  expect(share.headers()["content-type"]).toMatch(/^image\/png/);
});
