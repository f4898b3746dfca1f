// @ts-check
/**
 * The reusable plastic moving box: 60 × 40 × 37 cm, a rim near the top,
 * a lid made of two flaps hinged on the long edges, hand-holds on the short
 * sides, ribs on the long sides, an optional seal and label.
 */
import { COLORS as C, SHADOW_OPACITY } from "./palette.mjs";
import { COS30, Frame, Pen, TOWARDS_VIEWER, add, dot, mul } from "./iso.mjs";
import { Path } from "./svg.mjs";

/** @typedef {import("./iso.mjs").V3} V3 */
/** @typedef {import("./iso.mjs").View} View */
/** @typedef {import("./svg.mjs").Scene} Scene */

/** Box length (x), width (y) and height (z) in centimetres. */
export const L = 60;
export const W = 40;
export const H = 37;
/** Lid thickness, rim band height and how far the body sits inside the rim. */
export const LID_T = 1.8;
export const RIM_H = 4.4;
export const INSET = 0.8;
export const BODY_H = H - LID_T - RIM_H;
/** Top of the rim (where the lid rests). */
export const RIM_TOP = H - LID_T;

/**
 * Drawing layers, used by layered scenes (big stacks) to group same-coloured
 * shapes. Within one box they follow painter's order; across boxes of a
 * stack, shapes on different layers never overlap wrongly.
 */
export const LAYER = Object.freeze({
  body: 0,
  bodyShadow: 1,
  handle: 2,
  ribs: 3,
  label: 4,
  labelLine: 5,
  band: 6,
  hinge: 7,
  top: 8,
  highlight: 9,
  seam: 10,
  sealHole: 11,
  sealEdge: 12,
  sealFace: 13,
  sealDetail: 14,
  strap: 15,
  head: 16,
});

/**
 * @typedef {object} BoxOptions
 * @property {V3} at Minimum corner of the box before rotation.
 * @property {number} [angle] Rotation about the vertical axis, in degrees.
 * @property {"none" | "small" | "big"} [label] Identification label on the long side.
 * @property {number} [labelAt] Where the label starts along the long side (cm).
 * @property {number} [seal] Size factor of the security seal (0: no seal).
 * @property {number} [sealAt] Position of the seal along the lid seam (cm).
 * @property {boolean} [ribs] Draw the ribs on the long sides (default true).
 * @property {{ top?: boolean, px?: boolean, py?: boolean }} [covered]
 *   Neighbours in a stack that hide the top or the +x / +y side.
 * @property {boolean} [gapBands] Still draw the rim bands of covered sides
 *   (they show through the small gaps between boxes in a stack).
 */

/**
 * The box's local axes and corners.
 * @param {V3} at
 * @param {number} angleDeg
 */
export function boxBasis(at, angleDeg) {
  const a = (angleDeg * Math.PI) / 180;
  /** @type {V3} */
  const ex = [Math.cos(a), Math.sin(a), 0];
  /** @type {V3} */
  const ey = [-Math.sin(a), Math.cos(a), 0];
  /** @type {V3} */
  const ez = [0, 0, 1];
  /** @type {V3} */
  const centre = [at[0] + L / 2, at[1] + W / 2, at[2]];
  /**
   * A point in box coordinates (0..L, 0..W, 0..H).
   * @param {number} x
   * @param {number} y
   * @param {number} z
   * @returns {V3}
   */
  const pt = (x, y, z) => add(centre, add(mul(ex, x - L / 2), add(mul(ey, y - W / 2), [0, 0, z])));
  return { ex, ey, ez, pt };
}

/**
 * @typedef {object} Side
 * @property {"long" | "short"} kind
 * @property {V3} normal
 * @property {number} len Length of the side (cm).
 * @property {(inset: number) => Frame} frame Frame with u along the side, v up.
 * @property {string} color
 * @property {string} dark A darker tone for grooves on this side.
 * @property {boolean} front True for the +y or +x side (the ones a stack can cover).
 */

/**
 * The four vertical sides of a box, with their face colour.
 * @param {ReturnType<typeof boxBasis>} b
 * @returns {Side[]}
 */
export function boxSides(b) {
  const { ex, ey, ez, pt } = b;
  /**
   * @param {V3} n
   */
  const shade = (n) => (n[1] >= n[0] ? C.lit : C.shaded);
  /** @type {Side[]} */
  const sides = [
    {
      kind: "long",
      normal: mul(ey, -1),
      len: L,
      frame: (i) => new Frame(pt(0, i, 0), ex, ez),
      color: "",
      dark: "",
      front: false,
    },
    {
      kind: "short",
      normal: mul(ex, -1),
      len: W,
      frame: (i) => new Frame(pt(i, 0, 0), ey, ez),
      color: "",
      dark: "",
      front: false,
    },
    {
      kind: "long",
      normal: ey,
      len: L,
      frame: (i) => new Frame(pt(0, W - i, 0), ex, ez),
      color: "",
      dark: "",
      front: true,
    },
    {
      kind: "short",
      normal: ex,
      len: W,
      frame: (i) => new Frame(pt(L - i, 0, 0), ey, ez),
      color: "",
      dark: "",
      front: true,
    },
  ];
  for (const s of sides) {
    s.color = shade(s.normal);
    s.dark = s.color === C.lit ? C.shaded : C.seam;
  }
  return sides.filter((s) => dot(s.normal, TOWARDS_VIEWER) > 1e-6);
}

/**
 * Seam stroke width for a scale, in pixels (never above 1.5).
 * @param {View} view
 */
export function lineWidth(view) {
  return Math.round(Math.min(1.4, Math.max(0.8, view.k * 0.32)) * 10) / 10;
}

/**
 * The hand-hold slot on a short side.
 * @param {Scene} scene
 * @param {Pen} pen Pen on the body face of the short side.
 */
function handle(scene, pen) {
  const mid = W / 2;
  scene
    .setLayer(LAYER.handle)
    .fill(C.deep, pen.rrect(mid - 7.5, BODY_H - 8.6, mid + 7.5, BODY_H - 4.2, 2.2));
}

/**
 * Vertical ribs on a long side, skipping the label area.
 * @param {Scene} scene
 * @param {Pen} pen
 * @param {Side} side
 * @param {[number, number] | null} gap Label span along the side to keep clear.
 */
function ribs(scene, pen, side, gap) {
  const path = new Path();
  // Below about 1.5 px a rib is drawn as a hairline stroke (much smaller file).
  const thin = pen.view.k * 1.1 * COS30 < 1.5;
  for (let u = 6; u < L - 3; u += 6) {
    if (gap && u > gap[0] - 2 && u < gap[1] + 2) continue;
    if (thin) {
      pen.line(
        [
          [u, 3.2],
          [u, BODY_H - 3.4],
        ],
        path,
      );
    } else {
      pen.rect(u - 0.55, 3.2, u + 0.55, BODY_H - 3.4, path);
    }
  }
  scene.setLayer(LAYER.ribs);
  if (thin) scene.stroke(side.dark, Math.round(pen.view.k * 1.1 * COS30 * 10) / 10, path);
  else scene.fill(side.dark, path);
}

/**
 * The white identification label on a long side.
 * @param {Scene} scene
 * @param {Pen} pen
 * @param {number} a0 Start along the side.
 * @param {"small" | "big"} size
 * @returns {[number, number]}
 */
function label(scene, pen, a0, size) {
  const big = size === "big";
  const w = big ? 22 : 17;
  const h = big ? 14.5 : 10.5;
  const b0 = big ? 8.6 : 11.4;
  const a1 = a0 + w;
  const b1 = b0 + h;
  scene.setLayer(LAYER.label).fill(C.label, pen.rrect(a0, b0, a1, b1, 1.2));
  const lines = new Path();
  const pad = big ? 2 : 1.8;
  const lh = big ? 1.3 : 1.1;
  /** @type {Array<[number, number]>} */
  const rows = big
    ? [
        [0.95, 2.6],
        [0.7, 5.8],
        [0.85, 8.6],
        [0.5, 11.4],
      ]
    : [
        [0.9, 2.3],
        [0.65, 5],
        [0.8, 7.6],
      ];
  for (const [frac, fromTop] of rows) {
    const top = b1 - fromTop;
    pen.rrect(a0 + pad, top - lh, a0 + pad + (w - 2 * pad) * frac, top, lh / 2, lines);
  }
  scene.setLayer(LAYER.labelLine).fill(C.labelLine, lines);
  return [a0, a1];
}

/**
 * The amber security seal through the two lid flaps, on top of the box.
 * @param {Scene} scene
 * @param {View} view
 * @param {ReturnType<typeof boxBasis>} b
 * @param {number} at Position along the seam.
 * @param {number} s Size factor.
 */
export function seal(scene, view, b, at, s) {
  const mid = W / 2;
  const off = 1.7 * s;
  const b0 = mid - off;
  const b1 = mid + off;
  /**
   * A pen on a horizontal plane at height z above the lid.
   * @param {number} z
   */
  const flat = (z) => new Pen(view, new Frame(b.pt(0, 0, H + z), b.ex, b.ey));
  // Small seals (stacks) skip the fine details.
  const fine = view.k * s > 2.5;
  // Holes in the two flaps, either side of the seam.
  if (fine) {
    const holes = new Path();
    flat(0).ellipse(at, b0, 0.6 * s, 0.6 * s, holes);
    flat(0).ellipse(at, b1, 0.6 * s, 0.6 * s, holes);
    scene.setLayer(LAYER.sealHole).fill(C.deep, holes);
  }
  // The flag tag lying on the lid (with a visible thickness), fixed to the lock.
  const t0 = at + 0.6 * s;
  const t1 = at + 8.6 * s;
  const u0 = b1 - 1.6 * s;
  const u1 = b1 + 1.9 * s;
  scene.setLayer(LAYER.sealEdge).fill(C.sealDetail, flat(0.1 * s).rrect(t0, u0, t1, u1, 1.1 * s));
  const face = flat(0.5 * s);
  scene.setLayer(LAYER.sealFace).fill(C.seal, face.rrect(t0, u0, t1, u1, 1.1 * s));
  if (fine) {
    const detail = new Path();
    face.ellipse(t1 - 1.6 * s, (u0 + u1) / 2, 0.55 * s, 0.55 * s, detail);
    face.rrect(t0 + 2.6 * s, u0 + 0.8 * s, t1 - 3.2 * s, u0 + 1.3 * s, 0.2 * s, detail);
    face.rrect(t0 + 2.6 * s, u0 + 1.9 * s, t1 - 4.4 * s, u0 + 2.4 * s, 0.2 * s, detail);
    scene.setLayer(LAYER.sealDetail).fill(C.sealDetail, detail);
  }
  // The lock: a small block over the near hole.
  const headH = 1.5 * s;
  const hx0 = at - 1.1 * s;
  const hx1 = at + 1.3 * s;
  const hy0 = b1 - 1.1 * s;
  const hy1 = b1 + 1.1 * s;
  scene.setLayer(LAYER.head);
  if (fine) {
    const sides = new Path();
    sides.poly([
      view.p(b.pt(hx0, hy1, H)),
      view.p(b.pt(hx1, hy1, H)),
      view.p(b.pt(hx1, hy0, H)),
      view.p(b.pt(hx1, hy0, H + headH)),
      view.p(b.pt(hx0, hy1, H + headH)),
    ]);
    scene.fill(C.sealDetail, sides);
  }
  scene.fill(C.seal, flat(headH).rect(hx0, hy0, hx1, hy1));
  // The strap: a flat band arching from the far hole over the seam into the
  // lock; each piece shows its outer (amber) or inner (darker) surface.
  const band = 0.5 * s;
  const rise = 2.6 * s;
  /** @type {Array<[number, number]>} */
  const arc = [];
  const steps = fine ? 10 : 4;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    arc.push([
      b0 + ((b1 - b0) * (1 - Math.cos(Math.PI * t))) / 2,
      rise * Math.sin(Math.PI * t) + headH * t,
    ]);
  }
  /** @type {Array<{ depth: number, color: string, pts: import("./svg.mjs").Pt[] }>} */
  const pieces = [];
  for (let i = 0; i < steps; i++) {
    const p = arc[i];
    const q = arc[i + 1];
    if (!p || !q) continue;
    // Outward normal of this piece in the (width, up) plane of the arch.
    const nb = -(q[1] - p[1]);
    const nz = q[0] - p[0];
    const facing = dot(add(mul(b.ey, nb), [0, 0, nz]), TOWARDS_VIEWER) > 0;
    const c0 = b.pt(at - band, p[0], H + p[1]);
    const c1 = b.pt(at - band, q[0], H + q[1]);
    const c2 = b.pt(at + band, q[0], H + q[1]);
    const c3 = b.pt(at + band, p[0], H + p[1]);
    const centre = mul(add(add(c0, c1), add(c2, c3)), 0.25);
    pieces.push({
      depth: dot(centre, TOWARDS_VIEWER),
      color: facing ? C.seal : C.sealDetail,
      pts: [c0, c1, c2, c3].map((c) => view.p(c)),
    });
  }
  pieces.sort((x, y) => x.depth - y.depth);
  scene.setLayer(LAYER.strap);
  for (const piece of pieces) scene.fill(piece.color, new Path().poly(piece.pts));
}

/**
 * Draws a closed box in painter's order (back faces first).
 * @param {Scene} scene
 * @param {View} view
 * @param {BoxOptions} opts
 */
export function closedBox(scene, view, opts) {
  const b = boxBasis(opts.at, opts.angle ?? 0);
  const covered = opts.covered ?? {};
  const sides = boxSides(b);
  const lw = lineWidth(view);
  const isCovered = (/** @type {Side} */ s) =>
    s.front && (s.kind === "long" ? covered.py === true : covered.px === true);

  // Body faces (set in from the rim) and their details.
  for (const side of sides) {
    const pen = new Pen(view, side.frame(INSET));
    scene.setLayer(LAYER.body).fill(side.color, pen.rect(INSET, 0, side.len - INSET, BODY_H));
    if (isCovered(side)) continue;
    // Shadow under the overhanging rim.
    scene
      .setLayer(LAYER.bodyShadow)
      .fill(C.deep, pen.rect(INSET, BODY_H - 1.2, side.len - INSET, BODY_H), 0.3);
    if (side.kind === "short") {
      handle(scene, pen);
    } else {
      /** @type {[number, number] | null} */
      let gap = null;
      if (opts.label && opts.label !== "none" && side.front) {
        gap = label(scene, pen, opts.labelAt ?? 7, opts.label);
      }
      if (opts.ribs !== false) ribs(scene, pen, side, gap);
    }
  }

  // Rim band and lid edge on each visible side, with the hinge line between.
  for (const side of sides) {
    if (isCovered(side) && !opts.gapBands) continue;
    const pen = new Pen(view, side.frame(0));
    // Covered bands (seen only through gaps) stay in painter's order with the bodies.
    scene
      .setLayer(isCovered(side) ? LAYER.body : LAYER.band)
      .fill(side.color, pen.rect(0, BODY_H, side.len, H));
  }
  const lines = new Path();
  for (const side of sides) {
    if (isCovered(side)) continue;
    const pen = new Pen(view, side.frame(0));
    pen.line(
      [
        [0, RIM_TOP],
        [side.len, RIM_TOP],
      ],
      lines,
    );
    if (side.kind === "short") {
      pen.line(
        [
          [W / 2, RIM_TOP],
          [W / 2, H],
        ],
        lines,
      );
    }
  }
  scene.setLayer(LAYER.hinge).stroke(C.seam, lw * 0.8, lines);

  // The lid.
  const top = new Pen(view, new Frame(b.pt(0, 0, H), b.ex, b.ey));
  // A covered lid only shows as a thin strip under the box above: it goes on
  // the body layer so the bodies drawn later (higher up) cover the rest.
  scene.setLayer(covered.top ? LAYER.body : LAYER.top).fill(C.top, top.rect(0, 0, L, W));
  if (covered.top) return;
  scene.setLayer(LAYER.highlight).stroke(
    C.highlight,
    lw * 0.8,
    top.line([
      [0.6, W - 0.7],
      [L - 0.7, W - 0.7],
      [L - 0.7, 0.6],
    ]),
    { "stroke-linejoin": "round" },
  );
  scene.setLayer(LAYER.seam).stroke(
    C.seam,
    lw,
    top.line([
      [0, W / 2],
      [L, W / 2],
    ]),
  );
  if (opts.seal) seal(scene, view, b, opts.sealAt ?? 44, opts.seal);
}

/**
 * A soft flat ground shadow: an ellipse under the footprint, a little
 * towards the front.
 * @param {Scene} scene
 * @param {View} view
 * @param {number} x0
 * @param {number} y0
 * @param {number} x1
 * @param {number} y1
 * @param {number} [grow] Extra size in pixels.
 * @param {number} [width] Horizontal radius relative to the footprint's.
 */
export function groundShadow(scene, view, x0, y0, x1, y1, grow = 0, width = 1) {
  const pts = [view.p([x0, y0, 0]), view.p([x1, y0, 0]), view.p([x1, y1, 0]), view.p([x0, y1, 0])];
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const rx = (Math.max(...xs) - Math.min(...xs)) / 2;
  const ry = (Math.max(...ys) - Math.min(...ys)) / 2;
  scene.element("ellipse", {
    cx,
    cy: cy + ry * 0.32,
    rx: rx * width + grow,
    ry: ry * 0.68 + grow * 0.5,
    fill: C.deep,
    "fill-opacity": String(SHADOW_OPACITY),
  });
}

/**
 * A neat block of closed boxes: nx along the length, ny along the width,
 * nz layers. Hidden boxes are skipped.
 * @param {Scene} scene
 * @param {View} view
 * @param {number} nx
 * @param {number} ny
 * @param {number} nz
 * @param {{ gap?: number, seal?: number, label?: (i: number, k: number) => boolean }} [opts]
 */
export function stack(scene, view, nx, ny, nz, opts = {}) {
  const gap = opts.gap ?? 0;
  /** @type {Array<[number, number, number]>} */
  const cells = [];
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < ny; j++) {
      for (let k = 0; k < nz; k++) cells.push([i, j, k]);
    }
  }
  // Back to front: a box can only hide boxes with smaller or equal indices.
  cells.sort((p, q) => p[0] + p[1] + p[2] - (q[0] + q[1] + q[2]) || p[2] - q[2] || p[0] - q[0]);
  for (const [i, j, k] of cells) {
    const px = i < nx - 1;
    const py = j < ny - 1;
    const top = k < nz - 1;
    if (px && py && top) continue;
    const front = !py;
    closedBox(scene, view, {
      at: [i * (L + gap), j * (W + gap), k * H],
      covered: { px, py, top },
      gapBands: gap > 0,
      seal: front && !top ? (opts.seal ?? 0) : 0,
      sealAt: 40,
      label: front && opts.label?.(i, k) ? "small" : "none",
      labelAt: 8,
    });
  }
}
