// @ts-check
/** One function per illustration file. */
import { H, L, W, closedBox, groundShadow, stack } from "./box.mjs";
import { dimensionGeometry, drawDimension } from "./dimensions.mjs";
import { View } from "./iso.mjs";
import { sprig } from "./leaves.mjs";
import { openBox, openBoxBounds } from "./open-box.mjs";
import { COLORS as C } from "./palette.mjs";
import { Path, Scene } from "./svg.mjs";

/** @typedef {import("./iso.mjs").V3} V3 */

/**
 * A view at scale k whose projected bounding box of `extent` (a block from
 * the origin) is centred on cx with its lowest point at `bottom`.
 * @param {number} k
 * @param {V3} extent
 * @param {number} cx
 * @param {number} bottom
 */
export function placeBlock(k, extent, cx, bottom) {
  const [x, y, z] = extent;
  const corners = /** @type {V3[]} */ ([
    [0, 0, 0],
    [x, 0, 0],
    [0, y, 0],
    [x, y, 0],
    [0, 0, z],
    [x, 0, z],
    [0, y, z],
    [x, y, z],
  ]).map((c) => View.raw(c));
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const midX = (Math.min(...xs) + Math.max(...xs)) / 2;
  return new View(k, cx - midX * k, bottom - Math.max(...ys) * k);
}

/**
 * The largest scale (to 0.01) at which the given world points fit in a
 * w × h box, and a view centring them on (cx, cy).
 * @param {V3[]} pts
 * @param {number} w
 * @param {number} h
 * @param {number} cx
 * @param {number} cy
 */
export function fitPoints(pts, w, h, cx, cy) {
  const raw = pts.map((p) => View.raw(p));
  const xs = raw.map((p) => p[0]);
  const ys = raw.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const k = Math.floor(Math.min(w / (x1 - x0), h / (y1 - y0)) * 100) / 100;
  return new View(k, cx - ((x0 + x1) / 2) * k, cy - ((y0 + y1) / 2) * k);
}

/** The hero: one closed box with seal, label and a leaf sprig. */
function hero() {
  const scene = new Scene(560, 440);
  const view = placeBlock(4.5, [L, W, H], 258, 410);
  groundShadow(scene, view, 0, 0, L, W, 12);
  sprig(scene, [478, 398], 172);
  closedBox(scene, view, { at: [0, 0, 0], label: "small", labelAt: 8, seal: 1.5, sealAt: 40 });
  return scene;
}

/** Scale and anchor shared by the three kit illustrations. */
const KIT_SCALE = 0.97;
const KIT_GAP = 0.6;
const KIT_CENTRE_X = 240;
const KIT_BOTTOM = 346;

/**
 * A kit: a block of boxes, two rows deep and five layers high.
 * @param {number} columns
 */
function kit(columns) {
  const scene = new Scene(480, 360, true);
  const ext = /** @type {V3} */ ([columns * (L + KIT_GAP) - KIT_GAP, 2 * W + KIT_GAP, 5 * H]);
  const view = placeBlock(KIT_SCALE, ext, KIT_CENTRE_X, KIT_BOTTOM);
  groundShadow(scene, view, 0, 0, ext[0], ext[1], 8);
  stack(scene, view, columns, 2, 5, {
    gap: KIT_GAP,
    seal: 1.3,
    label: (i, k) => (i + k) % 3 === 1,
  });
  return scene;
}

/** Dimension lines of the measured box: offset from the edges, in cm. */
const DIM_OFFSET = 9;
/** Clear space kept beyond each dimension line's midpoint for its label (px). */
export const LABEL_SPACE = 60;

/** @returns {Record<"length" | "width" | "height", import("./dimensions.mjs").Dimension>} */
function boxDimensions() {
  const e = DIM_OFFSET * 0.72;
  return {
    length: { from: [0, W, 0], to: [L, W, 0], offset: [0, DIM_OFFSET, 0] },
    width: { from: [L, W, 0], to: [L, 0, 0], offset: [DIM_OFFSET, 0, 0] },
    height: { from: [0, W, 0], to: [0, W, H], offset: [-e, e, 0] },
  };
}

/**
 * The largest scale (and the matching view) at which the box, its dimension
 * lines and the label space fit the canvas, centred.
 * @param {number} width
 * @param {number} height
 * @param {number} margin
 */
function measuredView(width, height, margin) {
  for (let k100 = 600; k100 > 100; k100 -= 5) {
    const k = k100 / 100;
    const view = new View(k, 0, 0);
    /** @type {import("./svg.mjs").Pt[]} */
    const pts = [];
    for (const x of [0, L]) {
      for (const y of [0, W]) {
        for (const z of [0, H]) pts.push(view.p([x, y, z]));
      }
    }
    for (const dim of Object.values(boxDimensions())) {
      const g = dimensionGeometry(view, dim);
      pts.push(g.pa, g.pb, [g.mid[0] + g.out[0] * LABEL_SPACE, g.mid[1] + g.out[1] * LABEL_SPACE]);
    }
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    if (x1 - x0 <= width - 2 * margin && y1 - y0 <= height - 2 * margin) {
      return new View(
        k,
        Math.round(width / 2 - (x0 + x1) / 2),
        Math.round(height / 2 - (y0 + y1) / 2),
      );
    }
  }
  throw new Error("The measured box does not fit");
}

const MEASURE_W = 640;
const MEASURE_H = 480;

/**
 * Label anchors of the measured box: the midpoint of each dimension line in
 * percent of the viewBox, and the direction its label sits in.
 */
export function measureAnchors() {
  const view = measuredView(MEASURE_W, MEASURE_H, 22);
  const dims = boxDimensions();
  return Object.fromEntries(
    Object.entries(dims).map(([name, dim]) => {
      const g = dimensionGeometry(view, dim);
      /** @param {number} v @param {number} size */
      const pct = (v, size) => Math.round((v / size) * 1000) / 10;
      // A label centred this far out from the line clears it comfortably.
      const centre = LABEL_SPACE / 2;
      return [
        name,
        {
          x: pct(g.mid[0], MEASURE_W),
          y: pct(g.mid[1], MEASURE_H),
          out: g.out.map((v) => Math.round(v * 100) / 100),
          labelX: pct(g.mid[0] + g.out[0] * centre, MEASURE_W),
          labelY: pct(g.mid[1] + g.out[1] * centre, MEASURE_H),
        },
      ];
    }),
  );
}

/** One larger box with its three dimension lines. */
function measures() {
  const scene = new Scene(MEASURE_W, MEASURE_H);
  const view = measuredView(MEASURE_W, MEASURE_H, 22);
  groundShadow(scene, view, 4, 3, L - 2, W - 3, 0, 0.95);
  const dims = boxDimensions();
  // Lines on the ground first; the height line sits left of the box.
  drawDimension(scene, view, dims.length);
  drawDimension(scene, view, dims.width);
  closedBox(scene, view, { at: [0, 0, 0], label: "none", seal: 0 });
  drawDimension(scene, view, dims.height);
  return scene;
}

/** A closer look at the seal and the label. */
function sealAndLabel() {
  const scene = new Scene(480, 360);
  const view = placeBlock(3.72, [L, W, H], 240, 344);
  groundShadow(scene, view, 0, 0, L, W, 10);
  closedBox(scene, view, { at: [0, 0, 0], label: "big", labelAt: 6, seal: 2.3, sealAt: 36 });
  return scene;
}

/** Four boxes stacked two by two, one of the top ones slightly turned. */
function stacked() {
  const scene = new Scene(480, 360);
  const gap = 1.5;
  const width = 2 * L + gap + 4;
  const view = placeBlock(2.02, [width, W, 2 * H], 206, 340);
  groundShadow(scene, view, 0, 0, 2 * L + gap, W, 10);
  sprig(scene, [422, 330], 124);
  // Back to front: the bottom row, then the top row (left, then the turned one).
  closedBox(scene, view, { at: [0, 0, 0], label: "small", labelAt: 8 });
  closedBox(scene, view, { at: [L + gap, 0, 0], label: "small", labelAt: 34 });
  closedBox(scene, view, { at: [0.5, 0.5, H] });
  closedBox(scene, view, { at: [L + gap + 3, 0.8, H], angle: -6, seal: 1.4, sealAt: 40 });
  return scene;
}

/** The box with both lid flaps open and the contents showing. */
function openWithContents() {
  const scene = new Scene(480, 360);
  const view = fitPoints(openBoxBounds(), 420, 318, 240, 172);
  groundShadow(scene, view, 0, 0, L, W, 10);
  openBox(scene, view);
  return scene;
}

/** The 64 × 64 logo glyph: a front view of the box on a rounded square. */
function logo() {
  const scene = new Scene(64, 64);
  scene.element("rect", { width: 64, height: 64, rx: 14, fill: C.seam });
  // Body with rounded bottom corners.
  scene.fill(
    C.leafLight,
    new Path()
      .M([15, 27])
      .L([49, 27])
      .L([49, 44])
      .C([49, 46.2], [47.2, 48], [45, 48])
      .L([19, 48])
      .C([16.8, 48], [15, 46.2], [15, 44])
      .Z(),
  );
  // The two lid flaps, meeting in the middle.
  scene.element("rect", { x: 12, y: 16, width: 19, height: 9, rx: 2.5, fill: C.labelLine });
  scene.element("rect", { x: 33, y: 16, width: 19, height: 9, rx: 2.5, fill: C.labelLine });
  // Hand-hold slot.
  scene.element("rect", { x: 25, y: 32, width: 14, height: 5, rx: 2.5, fill: C.seam });
  return scene;
}

/** @type {Record<string, () => Scene>} */
export const scenes = {
  "caixa.svg": hero,
  "kit-20-caixas.svg": () => kit(2),
  "kit-30-caixas.svg": () => kit(3),
  "kit-40-caixas.svg": () => kit(4),
  "caixa-medidas.svg": measures,
  "caixa-aberta.svg": openWithContents,
  "caixa-lacre-etiqueta.svg": sealAndLabel,
  "caixas-empilhadas.svg": stacked,
  "logo-caixa.svg": logo,
};
