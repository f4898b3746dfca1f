import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { routedPages } from "~/content/pages";
import { expect, expectHydrated } from "./fixtures";

/** The WCAG 2.2 AA rule set issue 6 asks for. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every page of the site, and a path nothing answers (the 404 page). */
export const a11yRoutes = [...routedPages.map((page) => page.path), "/nao-existe"];

/** A phone and a laptop, the widths issue 6 names. */
export const a11yWidths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

interface ConsoleAllowance {
  allow(pattern: RegExp): void;
}

/**
 * Opens a page and waits for hydration. The 404 page logs the unknown path
 * and the browser logs the 404 response: both are expected there.
 */
export async function openRoute(page: Page, consoleErrors: ConsoleAllowance, path: string) {
  if (path === "/nao-existe") {
    consoleErrors.allow(/404 \(Not Found\) \[http:\/\/[^/]+\/nao-existe\]$/);
    consoleErrors.allow(/^404 Error: User attempted to access non-existent route: \/nao-existe /);
  }
  await page.goto(path);
  await expectHydrated(page);
}

/**
 * Runs axe-core with the WCAG 2.2 AA tags and fails with every violation's
 * rule, impact and targets. Text axe cannot judge (it stands on a gradient,
 * say) is measured from the screen instead, with `measureTextContrast`.
 */
export async function expectNoAxeViolations(page: Page, where: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const violations = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${violation.help}`,
    ),
  );
  expect(violations, `axe violations on ${where}`).toEqual([]);

  const undecided = results.incomplete
    .filter((result) => result.id === "color-contrast")
    .flatMap((result) => result.nodes.map((node) => node.target.map(String).join(" ")));
  const failures: string[] = [];
  for (const selector of undecided) {
    const reading = await measureTextContrast(page.locator(selector).first());
    if (reading && reading.ratio < reading.required) failures.push(describeReading(reading));
  }
  expect(failures, `text axe could not judge, measured on screen, on ${where}`).toEqual([]);
  return { violations: violations.length, measured: undecided.length };
}

export interface ContrastReading {
  text: string;
  ratio: number;
  required: number;
  foreground: string;
  background: string;
}

/** "Ver Planos: 2.1:1 (needs 4.5:1), rgb(…) on rgb(…)" */
export function describeReading(reading: ContrastReading) {
  return `"${reading.text}": ${reading.ratio.toFixed(2)}:1 (needs ${reading.required}:1), ${reading.foreground} on ${reading.background}`;
}

type Rgb = readonly [number, number, number];

function relativeLuminance([r, g, b]: Rgb) {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG's contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgb, b: Rgb) {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Screenshot of a part of the viewport, as RGB pixels. */
async function readPixels(page: Page, clip: Box) {
  const png = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels: Rgb[] = [];
  for (let offset = 0; offset < data.length; offset += info.channels) {
    pixels.push([data[offset]!, data[offset + 1]!, data[offset + 2]!]);
  }
  return { pixels, width: info.width, height: info.height };
}

const rgbText = ([r, g, b]: Rgb) => `rgb(${r}, ${g}, ${b})`;

/**
 * The contrast of an element's text (or, for an icon-only control, of its
 * icon) as the visitor sees it: the text is made transparent for a moment,
 * the area under it is photographed, and its colour is compared with every
 * pixel there. That works over gradients, pictures and the blurred header,
 * where axe gives up. Returns null when the element shows nothing.
 */
export async function measureTextContrast(target: Locator): Promise<ContrastReading | null> {
  const probe = await target.evaluate((element) => {
    // Below the fold: bring it to the middle, clear of the fixed header.
    const place = element.getBoundingClientRect();
    if (place.top < 0 || place.bottom > innerHeight) element.scrollIntoView({ block: "center" });
    const canvas = document.createElement("canvas").getContext("2d", {
      willReadFrequently: true,
    })!;
    /** Any CSS colour (rgb, oklab, color-mix…) as sRGB bytes and alpha. */
    const toRgba = (css: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255] as const;
    };
    const isShown = (node: Element) =>
      node.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      node.getBoundingClientRect().width > 1 &&
      node.getBoundingClientRect().height > 1;

    // Rectangles of the visible text, or of the icon when there is no text.
    const rects: DOMRect[] = [];
    let colourOf: Element = element;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !isShown(node.parentElement)) {
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...range.getClientRects());
      colourOf = node.parentElement;
    }
    const isGraphic = rects.length === 0;
    if (isGraphic) {
      const icon = element.querySelector("svg");
      if (!icon || !isShown(icon)) return null;
      rects.push(icon.getBoundingClientRect());
      colourOf = icon;
    }
    const left = Math.max(0, Math.min(...rects.map((rect) => rect.left)));
    const top = Math.max(0, Math.min(...rects.map((rect) => rect.top)));
    const right = Math.min(innerWidth, Math.max(...rects.map((rect) => rect.right)));
    const bottom = Math.min(innerHeight, Math.max(...rects.map((rect) => rect.bottom)));
    if (right - left < 1 || bottom - top < 1) return null;

    const style = getComputedStyle(colourOf);
    const fontSizePx = parseFloat(style.fontSize);
    const isBold = Number(style.fontWeight) >= 700;
    // WCAG: large text is 18 pt (24 px), or 14 pt (18.66 px) bold; icons need 3:1.
    const required = isGraphic || fontSizePx >= 24 || (fontSizePx >= 18.66 && isBold) ? 3 : 4.5;
    // Read before hiding it: computed styles are live.
    const colour = toRgba(style.color);

    // Hide the text and icons, not the boxes behind them, until restore().
    element.setAttribute("data-a11y-probe", "");
    for (const node of [element, ...element.querySelectorAll("*")] as (
      HTMLElement | SVGElement
    )[]) {
      node.style.setProperty("color", "transparent", "important");
      node.style.setProperty("-webkit-text-fill-color", "transparent", "important");
      node.style.setProperty("text-decoration-color", "transparent", "important");
      if (node instanceof SVGSVGElement || node instanceof HTMLImageElement) {
        node.style.setProperty("visibility", "hidden", "important");
      }
    }
    return {
      text:
        (element.textContent ?? "").replace(/\s+/g, " ").trim() || element.outerHTML.slice(0, 80),
      colour,
      required,
      box: {
        x: Math.floor(left),
        y: Math.floor(top),
        width: Math.ceil(right - Math.floor(left)),
        height: Math.ceil(bottom - Math.floor(top)),
      },
    };
  });
  if (!probe) return null;
  try {
    const { pixels } = await readPixels(target.page(), probe.box);
    const [r, g, b, alpha] = probe.colour;
    let worst = { ratio: Infinity, background: [255, 255, 255] as Rgb };
    for (const pixel of pixels) {
      // A translucent text colour is what it looks like over that pixel.
      const foreground: Rgb = [
        r * alpha + pixel[0] * (1 - alpha),
        g * alpha + pixel[1] * (1 - alpha),
        b * alpha + pixel[2] * (1 - alpha),
      ];
      const ratio = contrastRatio(foreground, pixel);
      if (ratio < worst.ratio) worst = { ratio, background: pixel };
    }
    return {
      text: probe.text,
      ratio: worst.ratio,
      required: probe.required,
      foreground: `rgba(${r}, ${g}, ${b}, ${alpha.toFixed(2)})`,
      background: rgbText(worst.background),
    };
  } finally {
    await target.evaluate((element) => {
      element.removeAttribute("data-a11y-probe");
      for (const node of [element, ...element.querySelectorAll("*")] as (
        HTMLElement | SVGElement
      )[]) {
        for (const property of [
          "color",
          "-webkit-text-fill-color",
          "text-decoration-color",
          "visibility",
        ]) {
          node.style.removeProperty(property);
        }
      }
    });
  }
}

export interface FocusIndicatorReading {
  name: string;
  /** Outline style as computed, for the failure message. */
  outline: string;
  /** Pixels that change by 3:1 or more when the indicator shows. */
  changedPixels: number;
  /** The area of a 2 px thick perimeter of the element (WCAG 2.4.13's yardstick). */
  requiredPixels: number;
}

/**
 * How visible the focused element's focus indicator is: the area around it
 * is photographed with the indicator and without it (its outline made
 * transparent), and the pixels that differ by a contrast of 3:1 or more are
 * counted. An indicator clipped by an ancestor, or too close in colour to
 * the surface it stands on, counts few pixels. The yardstick is WCAG 2.4.13's:
 * at least the area of a 2 px perimeter of the element.
 */
export async function measureFocusIndicator(page: Page): Promise<FocusIndicatorReading> {
  const probe = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const margin = 12;
    const left = Math.max(0, Math.floor(rect.left - margin));
    const top = Math.max(0, Math.floor(rect.top - margin));
    const right = Math.min(innerWidth, Math.ceil(rect.right + margin));
    const bottom = Math.min(innerHeight, Math.ceil(rect.bottom + margin));
    return {
      name:
        element.getAttribute("aria-label") ??
        (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} offset ${style.outlineOffset}`,
      requiredPixels: Math.round(2 * 2 * (rect.width + rect.height)),
      box: { x: left, y: top, width: right - left, height: bottom - top },
    };
  });
  expect(probe, "something should have focus").not.toBeNull();
  const { box, ...rest } = probe!;
  if (box.width < 1 || box.height < 1) return { ...rest, changedPixels: 0 };
  const focused = await readPixels(page, box);
  await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    element.style.setProperty("outline-color", "transparent", "important");
  });
  const unfocused = await readPixels(page, box);
  await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    element.style.removeProperty("outline-color");
  });
  let changedPixels = 0;
  focused.pixels.forEach((pixel, index) => {
    if (contrastRatio(pixel, unfocused.pixels[index]!) >= 3) changedPixels++;
  });
  return { ...rest, changedPixels };
}

/** What has focus, for messages and comparisons: tag, name and position. */
export async function describeFocus(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "body";
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 60);
    return `${element.tagName.toLowerCase()} "${name}"`;
  });
}
