// @ts-check
/**
 * A tiny SVG writer for the illustration generator: paths are stored in
 * integer tenths of a pixel and written with relative commands, so every
 * coordinate has at most one decimal and the output is byte-stable.
 */

/** @typedef {[number, number]} Pt */
/** @typedef {Record<string, string | number>} Attrs */

/**
 * Rounds a pixel value to integer tenths.
 * @param {number} v
 */
export function tenths(v) {
  const n = Math.round(v * 10);
  return n === 0 ? 0 : n;
}

/**
 * Formats integer tenths as a short decimal ("12.5", "-.5", "3").
 * @param {number} n
 */
export function formatTenths(n) {
  if (n === 0) return "0";
  const sign = n < 0 ? "-" : "";
  const a = Math.abs(n);
  const ip = Math.floor(a / 10);
  const dp = a % 10;
  if (dp === 0) return `${sign}${ip}`;
  return `${sign}${ip === 0 ? "" : ip}.${dp}`;
}

/**
 * Formats a pixel value with at most one decimal.
 * @param {number} v
 */
export function num(v) {
  return formatTenths(tenths(v));
}

/** Path data built from absolute points, written out in relative form. */
export class Path {
  constructor() {
    /** @type {Array<{ c: "M" | "L" | "C" | "Z", p: number[] }>} */
    this.segs = [];
  }

  /** @param {Pt} p */
  M(p) {
    this.segs.push({ c: "M", p: [tenths(p[0]), tenths(p[1])] });
    return this;
  }

  /** @param {Pt} p */
  L(p) {
    this.segs.push({ c: "L", p: [tenths(p[0]), tenths(p[1])] });
    return this;
  }

  /**
   * @param {Pt} c1
   * @param {Pt} c2
   * @param {Pt} p
   */
  C(c1, c2, p) {
    this.segs.push({
      c: "C",
      p: [c1, c2, p].flatMap((q) => [tenths(q[0]), tenths(q[1])]),
    });
    return this;
  }

  Z() {
    this.segs.push({ c: "Z", p: [] });
    return this;
  }

  /**
   * A closed polygon.
   * @param {Pt[]} pts
   */
  poly(pts) {
    pts.forEach((p, i) => (i === 0 ? this.M(p) : this.L(p)));
    return this.Z();
  }

  /**
   * An open polyline (for stroked paths).
   * @param {Pt[]} pts
   */
  line(pts) {
    pts.forEach((p, i) => (i === 0 ? this.M(p) : this.L(p)));
    return this;
  }

  isEmpty() {
    return this.segs.length === 0;
  }

  toString() {
    let out = "";
    let last = "";
    let lastNum = "";
    let x = 0;
    let y = 0;
    let sx = 0;
    let sy = 0;
    /**
     * @param {string} cmd
     * @param {number[]} values tenths
     */
    const emit = (cmd, values) => {
      if (cmd !== last || cmd === "m" || cmd === "M" || cmd === "z") {
        out += cmd;
        lastNum = "";
      }
      last = cmd;
      for (const v of values) {
        const s = formatTenths(v);
        if (lastNum !== "" && !s.startsWith("-") && !(s.startsWith(".") && lastNum.includes("."))) {
          out += " ";
        }
        out += s;
        lastNum = s;
      }
    };
    for (const seg of this.segs) {
      const p = seg.p;
      if (seg.c === "M") {
        const [px = 0, py = 0] = p;
        if (out === "") emit("M", [px, py]);
        else emit("m", [px - x, py - y]);
        x = sx = px;
        y = sy = py;
      } else if (seg.c === "L") {
        const [px = 0, py = 0] = p;
        const dx = px - x;
        const dy = py - y;
        if (dx === 0 && dy === 0) continue;
        if (dx === 0) emit("v", [dy]);
        else if (dy === 0) emit("h", [dx]);
        else emit("l", [dx, dy]);
        x = px;
        y = py;
      } else if (seg.c === "C") {
        emit(
          "c",
          p.map((v, i) => v - (i % 2 === 0 ? x : y)),
        );
        x = p[4] ?? x;
        y = p[5] ?? y;
      } else {
        emit("z", []);
        x = sx;
        y = sy;
      }
    }
    return out;
  }
}

/**
 * @param {Attrs} attrs
 */
function attrString(attrs) {
  return Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? num(v) : v}"`)
    .join("");
}

/** An ordered list of SVG elements (painter's order: first is farthest). */
export class Scene {
  /**
   * @param {number} width
   * @param {number} height
   * @param {boolean} [layered] Sort items by layer before writing: callers
   *   guarantee that items on different layers never overlap wrongly, which
   *   lets same-coloured paths merge into one element (used for big stacks).
   */
  constructor(width, height, layered = false) {
    this.width = width;
    this.height = height;
    this.layered = layered;
    this.layer = 0;
    /** @type {Array<{ tag: string, attrs: Attrs, d?: string, layer: number }>} */
    this.items = [];
  }

  /**
   * Sets the layer for the next items (ignored unless the scene is layered).
   * @param {number} n
   */
  setLayer(n) {
    this.layer = this.layered ? n : 0;
    return this;
  }

  /**
   * Adds a path.
   * @param {Attrs} attrs
   * @param {Path} path
   */
  path(attrs, path) {
    if (path.isEmpty()) return;
    this.items.push({ tag: "path", attrs, d: path.toString(), layer: this.layer });
  }

  /**
   * Shorthand for a filled path.
   * @param {string} fill
   * @param {Path} path
   * @param {number} [opacity]
   */
  fill(fill, path, opacity) {
    /** @type {Attrs} */
    const attrs = { fill };
    if (opacity !== undefined && opacity < 1) attrs["fill-opacity"] = String(opacity);
    this.path(attrs, path);
  }

  /**
   * Shorthand for a stroked, unfilled path.
   * @param {string} stroke
   * @param {number} width
   * @param {Path} path
   * @param {Attrs} [extra]
   */
  stroke(stroke, width, path, extra = {}) {
    this.path({ fill: "none", stroke, "stroke-width": width, ...extra }, path);
  }

  /**
   * A stroked path with round ends (for short marks and ticks).
   * @param {string} stroke
   * @param {number} width
   * @param {Path} path
   * @param {Attrs} [extra]
   */
  strokeRound(stroke, width, path, extra = {}) {
    this.stroke(stroke, width, path, { "stroke-linecap": "round", ...extra });
  }

  /**
   * Any other element (ellipse, rect, circle).
   * @param {string} tag
   * @param {Attrs} attrs
   */
  element(tag, attrs) {
    this.items.push({ tag, attrs, layer: this.layer });
  }

  toString() {
    const w = String(this.width);
    const h = String(this.height);
    // Array.prototype.sort is stable, so painter's order holds within a layer.
    const ordered = [...this.items].sort((a, b) => a.layer - b.layer);
    /** @type {Array<{ tag: string, key: string, d?: string }>} */
    const merged = [];
    for (const it of ordered) {
      const key = attrString(it.attrs);
      const prev = merged[merged.length - 1];
      if (it.d !== undefined && prev && prev.d !== undefined && prev.key === key) {
        // Each path starts with an absolute M, so concatenation is safe.
        prev.d += it.d;
      } else {
        merged.push({ tag: it.tag, key, d: it.d });
      }
    }
    const body = merged
      .map((it) =>
        it.d !== undefined ? `<${it.tag}${it.key} d="${it.d}"/>` : `<${it.tag}${it.key}/>`,
      )
      .join("\n");
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">\n` +
      `${body}\n</svg>\n`
    );
  }
}
