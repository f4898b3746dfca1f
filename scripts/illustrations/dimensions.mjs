// @ts-check
/** Technical-drawing dimension lines (no text: the site overlays HTML labels). */
import { COLORS as C } from "./palette.mjs";
import { add, mul } from "./iso.mjs";
import { Path } from "./svg.mjs";

/** @typedef {import("./iso.mjs").V3} V3 */
/** @typedef {import("./iso.mjs").View} View */
/** @typedef {import("./svg.mjs").Pt} Pt */
/** @typedef {import("./svg.mjs").Scene} Scene */

/**
 * @param {Pt} a
 * @param {Pt} b
 * @returns {Pt}
 */
function unit2(a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const n = Math.hypot(dx, dy) || 1;
  return [dx / n, dy / n];
}

/**
 * @typedef {object} Dimension
 * @property {V3} from Start of the measured edge.
 * @property {V3} to End of the measured edge.
 * @property {V3} offset From the edge to the dimension line (world, cm).
 */

/**
 * Screen geometry of a dimension: the line, its midpoint and the outward
 * direction (where its label goes).
 * @param {View} view
 * @param {Dimension} dim
 */
export function dimensionGeometry(view, dim) {
  const a = add(dim.from, dim.offset);
  const b = add(dim.to, dim.offset);
  const pa = view.p(a);
  const pb = view.p(b);
  /** @type {Pt} */
  const mid = [(pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2];
  const out = unit2(view.p(dim.from), pa);
  return { a, b, pa, pb, mid, out };
}

/**
 * Draws extension lines, the dimension line and slash ticks at its ends.
 * @param {Scene} scene
 * @param {View} view
 * @param {Dimension} dim
 */
export function drawDimension(scene, view, dim) {
  const { a, b, pa, pb } = dimensionGeometry(view, dim);
  const len = Math.hypot(...dim.offset);
  const u = mul(dim.offset, 1 / len);
  const ext = new Path();
  for (const [edge, end] of [
    [dim.from, a],
    [dim.to, b],
  ]) {
    if (!edge || !end) continue;
    ext.line([view.p(add(edge, mul(u, 1.6))), view.p(add(end, mul(u, 2.2)))]);
  }
  scene.stroke(C.seam, 0.8, ext, { "stroke-opacity": "0.5" });
  scene.stroke(C.seam, 1.2, new Path().line([pa, pb]));
  const along = unit2(pa, pb);
  const outward = unit2(view.p(dim.from), pa);
  const t = unit2([0, 0], [along[0] + outward[0], along[1] + outward[1]]);
  const ticks = new Path();
  for (const p of [pa, pb]) {
    ticks.line([
      [p[0] - t[0] * 4.5, p[1] - t[1] * 4.5],
      [p[0] + t[0] * 4.5, p[1] + t[1] * 4.5],
    ]);
  }
  scene.strokeRound(C.seam, 1.5, ticks);
}
