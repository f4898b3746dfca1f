import { readFileSync } from "node:fs";
import { beforeAll, expect, test } from "vitest";
import { createTextOutliner, type TextOutliner } from "./text-outliner";

const woff2 = readFileSync(
  new URL(
    "../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
    import.meta.url,
  ),
);

let text: TextOutliner;
beforeAll(async () => {
  text = await createTextOutliner(woff2);
});

test("the weight axis applies: bold text is wider and drawn differently", () => {
  const regular = { sizePx: 40, weight: 400 };
  const bold = { sizePx: 40, weight: 800 };
  expect(text.measure("mudança", bold)).toBeGreaterThan(text.measure("mudança", regular));
  expect(text.outline("mudança", bold, 0, 40)).not.toBe(text.outline("mudança", regular, 0, 40));
});

test("width scales with the font size and an empty string is empty", () => {
  const style = { sizePx: 20, weight: 700 };
  expect(text.measure("Caixa", { ...style, sizePx: 40 })).toBeCloseTo(
    2 * text.measure("Caixa", style),
    5,
  );
  expect(text.measure("", style)).toBe(0);
  expect(text.outline("", style, 0, 0)).toBe("");
});

test("accented letters of Portuguese have outlines inside the line box", () => {
  const d = text.outline("ção", { sizePx: 100, weight: 800 }, 10, 100);
  const numbers = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  expect(Math.min(...xs)).toBeGreaterThanOrEqual(10);
  expect(Math.max(...xs)).toBeLessThanOrEqual(
    10 + text.measure("ção", { sizePx: 100, weight: 800 }) + 1,
  );
  // The tilde rises above the x-height, the cedilla hangs below the baseline.
  expect(Math.min(...ys)).toBeLessThan(100 - 50);
  expect(Math.max(...ys)).toBeGreaterThan(100);
});
