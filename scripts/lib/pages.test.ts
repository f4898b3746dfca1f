import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { hasNoindex, listPages, routeSlug } from "./pages.mjs";

describe("routeSlug", () => {
  test("names the home page index and joins path segments with dashes", () => {
    expect(routeSlug("/")).toBe("index");
    expect(routeSlug("/planos")).toBe("planos");
    expect(routeSlug("/conheca-a-caixa")).toBe("conheca-a-caixa");
    expect(routeSlug("/a/b/")).toBe("a-b");
    expect(routeSlug("/404.html")).toBe("404");
  });

  test("keeps only characters safe in a file name", () => {
    expect(routeSlug("/Região/São Paulo")).toBe("regi-o-s-o-paulo");
    expect(routeSlug("/../x")).toBe("x");
  });
});

describe("hasNoindex", () => {
  test.each([
    '<meta name="robots" content="noindex"/>',
    '<meta content="noindex, nofollow" name="ROBOTS">',
    "<meta name='robots' content='none'>",
    '<meta name=robots content="nofollow,noindex">',
  ])("finds noindex in %s", (tag) => {
    expect(hasNoindex(`<html><head>${tag}</head></html>`)).toBe(true);
  });

  test.each([
    '<meta name="robots" content="index, follow"/>',
    '<meta name="description" content="noindex"/>',
    "<p>noindex</p>",
  ])("finds none in %s", (html) => {
    expect(hasNoindex(html)).toBe(false);
  });
});

describe("listPages", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pages-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  };
  write("index.html", "<title>home</title>");
  write("planos/index.html", "<title>planos</title>");
  write("termo/index.html", '<meta name="robots" content="noindex">');
  write("a/b/index.html", "<title>nested</title>");
  write("404.html", '<meta name="robots" content="noindex">');
  write("index.html.br", "compressed");
  write("assets/index.html", "not a page");
  write("favicon.svg", "<svg/>");

  test("lists every index.html as a page, home first, and the 404 apart", () => {
    const pages = listPages(dir);
    expect(pages.map((page) => page.route)).toEqual([
      "/",
      "/404.html",
      "/a/b",
      "/planos",
      "/termo",
    ]);
    expect(pages.filter((page) => page.notFound).map((page) => page.route)).toEqual(["/404.html"]);
    expect(pages.find((page) => page.route === "/planos")?.file).toBe(
      path.join(dir, "planos", "index.html"),
    );
  });

  test("reads whether each page is kept out of search engines", () => {
    const noindex = listPages(dir)
      .filter((page) => page.noindex)
      .map((page) => page.route);
    expect(noindex).toEqual(["/404.html", "/termo"]);
  });
});
