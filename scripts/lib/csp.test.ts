import { describe, expect, test } from "vitest";
import { buildPolicy, buildSitePolicy, cspHash, extractInlineHashes, hashesOf } from "./csp.mjs";

// SHA-256 of the empty string, the value every CSP tool agrees on.
const EMPTY_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

describe("extractInlineHashes", () => {
  test("hashes the exact bytes of every executable inline script", () => {
    const html =
      '<head><script>window.a=1</script><script type="module" async="">import \'/x.js\'</script>' +
      '<script type="importmap">{"imports":{}}</script></head>';
    expect(extractInlineHashes(html).scripts).toEqual([
      cspHash("window.a=1"),
      cspHash("import '/x.js'"),
      cspHash('{"imports":{}}'),
    ]);
  });

  test("an empty script is hashed too", () => {
    expect(extractInlineHashes("<script></script>").scripts).toEqual([EMPTY_HASH]);
  });

  test("data blocks and external scripts need no hash", () => {
    const html =
      '<script type="application/ld+json">{"@type":"FAQPage"}</script>' +
      '<script type="application/json">{}</script><script src="/assets/a.js"></script>';
    expect(extractInlineHashes(html).scripts).toEqual([]);
  });

  test("hashes each <style> element", () => {
    expect(extractInlineHashes("<style>body{margin:0}</style>").styles).toEqual([
      cspHash("body{margin:0}"),
    ]);
  });

  test("refuses a style attribute, which no hash can allow", () => {
    expect(() => extractInlineHashes('<p style="color:red">x</p>')).toThrow(/style="…"/);
    // The text "style=" outside a tag is fine.
    expect(() => extractInlineHashes("<p>style=1</p>")).not.toThrow();
  });
});

describe("buildPolicy", () => {
  test("lists only what the site needs, hashes sorted and without repeats", () => {
    const policy = buildPolicy({
      scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
      styleHashes: ["'sha256-c'"],
      imageOrigins: ["https://img.example"],
    });
    expect(policy).toBe(
      "default-src 'none'; script-src 'self' 'sha256-a' 'sha256-b'; " +
        "style-src 'self' 'sha256-c'; img-src 'self' data: https://img.example; " +
        "font-src 'self'; connect-src 'self'; manifest-src 'self'; base-uri 'none'; " +
        "form-action 'none'; frame-ancestors 'none'; object-src 'none'",
    );
    expect(hashesOf(policy, "script-src")).toEqual(["'sha256-a'", "'sha256-b'"]);
    expect(hashesOf(policy, "style-src")).toEqual(["'sha256-c'"]);
  });

  test("one policy for every page: the union of their hashes", () => {
    const { scriptHashes } = buildSitePolicy(
      [
        { file: "/a.html", html: "<script>shared()</script><script>a()</script>" },
        { file: "/b.html", html: "<script>shared()</script><script>b()</script>" },
      ],
      { imageOrigins: [] },
    );
    expect(scriptHashes).toEqual([cspHash("shared()"), cspHash("a()"), cspHash("b()")].sort());
  });

  test("names the page that breaks the policy", () => {
    expect(() =>
      buildSitePolicy([{ file: "/planos/index.html", html: '<div style="x">' }], {
        imageOrigins: [],
      }),
    ).toThrow(/^\/planos\/index\.html: /);
  });
});
