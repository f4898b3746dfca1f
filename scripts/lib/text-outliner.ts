/**
 * Turns text into SVG path outlines with the site's own variable font, so
 * pictures drawn at build time (the share image) need no installed font.
 *
 * Why outlines and not <text>: resvg-js (the renderer) cannot pick a weight
 * of a variable font, always drawing the default 400 instance, and falls
 * back to whatever system fonts the machine has, which a CI machine may
 * lack. fontkit applies the weight axis and the font's kerning, and measuring
 * with it lets the layout wrap and shrink text instead of clipping it.
 */
import { create, type Font, type PathCommand } from "fontkit";
import wawoff2 from "wawoff2";

export interface TextStyle {
  sizePx: number;
  /** A value on the font's `wght` axis (200–800 for Plus Jakarta Sans). */
  weight: number;
}

export interface TextOutliner {
  /** Advance width of the text in pixels, kerning included. */
  measure(text: string, style: TextStyle): number;
  /** SVG path data of the text with its baseline starting at (x, baselineY). */
  outline(text: string, style: TextStyle, x: number, baselineY: number): string;
  /** Height of capital letters above the baseline, in pixels. */
  capHeight(sizePx: number): number;
}

/**
 * Reads a WOFF2 file (the only format @fontsource ships) into an outliner.
 * fontkit can read WOFF2 itself but fails on variable instances of it, so
 * the file is first decompressed to TrueType with wawoff2 (WebAssembly, no
 * native code, no network).
 */
export async function createTextOutliner(woff2: Uint8Array): Promise<TextOutliner> {
  const ttf = Buffer.from(await wawoff2.decompress(woff2));
  const font = create(ttf);
  if (!("unitsPerEm" in font))
    throw new Error("text-outliner: expected one font, got a collection");
  return outlinerFor(font);
}

function outlinerFor(font: Font): TextOutliner {
  const instances = new Map<number, Font>();
  const instance = (weight: number) => {
    let variation = instances.get(weight);
    if (!variation) {
      variation = font.getVariation({ wght: weight });
      instances.set(weight, variation);
    }
    return variation;
  };
  const scaleFor = (sizePx: number) => sizePx / font.unitsPerEm;

  return {
    measure(text, { sizePx, weight }) {
      const run = instance(weight).layout(text);
      return run.positions.reduce((sum, position) => sum + position.xAdvance, 0) * scaleFor(sizePx);
    },
    outline(text, { sizePx, weight }, x, baselineY) {
      const scale = scaleFor(sizePx);
      const run = instance(weight).layout(text);
      let penX = 0;
      let data = "";
      run.glyphs.forEach((glyph, index) => {
        const position = run.positions[index]!;
        const originX = x + (penX + position.xOffset) * scale;
        const originY = baselineY - position.yOffset * scale;
        data += glyphPathData(glyph.path.commands, scale, originX, originY);
        penX += position.xAdvance;
      });
      return data;
    },
    capHeight(sizePx) {
      return font.capHeight * scaleFor(sizePx);
    },
  };
}

/** Font units (y up) to SVG pixels (y down), rounded to keep the file small. */
function glyphPathData(commands: PathCommand[], scale: number, originX: number, originY: number) {
  const point = (x: number, y: number) =>
    `${round(originX + x * scale)} ${round(originY - y * scale)}`;
  let data = "";
  for (const { command, args: a } of commands) {
    switch (command) {
      case "moveTo":
        data += `M${point(a[0]!, a[1]!)}`;
        break;
      case "lineTo":
        data += `L${point(a[0]!, a[1]!)}`;
        break;
      case "quadraticCurveTo":
        data += `Q${point(a[0]!, a[1]!)} ${point(a[2]!, a[3]!)}`;
        break;
      case "bezierCurveTo":
        data += `C${point(a[0]!, a[1]!)} ${point(a[2]!, a[3]!)} ${point(a[4]!, a[5]!)}`;
        break;
      case "closePath":
        data += "Z";
        break;
    }
  }
  return data;
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}
