import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { brandColors, launchBackgroundColor, themeColor } from "./brand-colors";

const appCss = readFileSync(new URL("../app.css", import.meta.url), "utf8");

/** The value of every `--color-*` token declared in app.css, by token name. */
function readCssColorTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const match of css.matchAll(/--color-([a-z0-9-]+):\s*([^;]+);/g)) {
    tokens.set(match[1]!, match[2]!.trim().toLowerCase());
  }
  return tokens;
}

describe("brand colours", () => {
  const cssTokens = readCssColorTokens(appCss);

  test("app.css declares the tokens the module is checked against", () => {
    expect(cssTokens.get("brand-700")).toMatch(/^#[0-9a-f]{6}$/);
  });

  test.each(Object.entries(brandColors))(
    "--color-%s in app.css equals the module",
    (token, hex) => {
      expect(cssTokens.get(token), `--color-${token} is missing from app/app.css`).toBe(hex);
    },
  );

  test("theme and launch colours are brand tokens", () => {
    expect(themeColor).toBe(cssTokens.get("brand-700"));
    expect(Object.values(brandColors)).toContain(launchBackgroundColor);
  });
});
