// @ts-check
/** A small sprig of leaves, drawn flat in screen space (the "eco" motif). */
import { COLORS as C, SHADOW_OPACITY } from "./palette.mjs";
import { Path } from "./svg.mjs";

/** @typedef {import("./svg.mjs").Pt} Pt */
/** @typedef {import("./svg.mjs").Scene} Scene */

/**
 * One leaf from its base to its tip, with a midrib.
 * @param {Scene} scene
 * @param {Pt} base
 * @param {number} angleDeg Direction of the tip (0 = right, -90 = up).
 * @param {number} length
 * @param {number} width Half-width at the widest point.
 * @param {string} color
 * @param {string} rib
 */
export function leaf(scene, base, angleDeg, length, width, color, rib) {
  const a = (angleDeg * Math.PI) / 180;
  const d = /** @type {Pt} */ ([Math.cos(a), Math.sin(a)]);
  const n = /** @type {Pt} */ ([-d[1], d[0]]);
  /**
   * @param {number} along
   * @param {number} across
   * @returns {Pt}
   */
  const at = (along, across) => [
    base[0] + d[0] * along * length + n[0] * across * width,
    base[1] + d[1] * along * length + n[1] * across * width,
  ];
  const shape = new Path()
    .M(at(0, 0))
    .C(at(0.2, 1.05), at(0.62, 1.15), at(1, 0))
    .C(at(0.66, -1.1), at(0.24, -0.95), at(0, 0))
    .Z();
  scene.fill(color, shape);
  scene.strokeRound(
    rib,
    Math.min(1.2, Math.max(0.8, width * 0.09)),
    new Path().M(at(0.08, 0)).C(at(0.35, 0.12), at(0.6, 0.1), at(0.84, 0)),
  );
}

/**
 * A sprig: a curved stem with four leaves, growing up from `base`.
 * @param {Scene} scene
 * @param {Pt} base Where the stem meets the ground.
 * @param {number} size Overall height in pixels.
 * @param {boolean} [mirror] Lean to the right instead of the left.
 */
export function sprig(scene, base, size, mirror = false) {
  const f = size / 100;
  const m = mirror ? -1 : 1;
  /**
   * @param {number} x
   * @param {number} y
   * @returns {Pt}
   */
  const p = (x, y) => [base[0] + x * f * m, base[1] + y * f];
  scene.element("ellipse", {
    cx: base[0] - 4 * f * m,
    cy: base[1],
    rx: 15 * f,
    ry: 4 * f,
    fill: C.deep,
    "fill-opacity": String(SHADOW_OPACITY),
  });
  const stem = new Path()
    .M(p(-1.6, 0))
    .C(p(-1.6, -32), p(-9.5, -62), p(-6.8, -92))
    .L(p(-5.4, -92))
    .C(p(-7.4, -62), p(1.5, -32), p(1.6, 0))
    .Z();
  scene.fill(C.leaf, stem);
  const flip = mirror ? 180 : 0;
  /**
   * @param {number} deg
   */
  const ang = (deg) => (mirror ? flip - deg : deg);
  leaf(scene, p(-1.2, -22), ang(-160), 34 * f, 9.5 * f, C.leaf, C.leafLight);
  leaf(scene, p(-3.5, -40), ang(-24), 44 * f, 12 * f, C.leafLight, C.leaf);
  leaf(scene, p(-6.8, -62), ang(-148), 40 * f, 11 * f, C.leaf, C.leafLight);
  leaf(scene, p(-6.4, -90), ang(-70), 32 * f, 9.5 * f, C.leafLight, C.leaf);
}
