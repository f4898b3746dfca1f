// @ts-check
/**
 * The box with its two lid flaps folded open, and what is packed inside:
 * books, folded clothes and a pair of shoes.
 */
import { BODY_H, H, INSET, L, LID_T, RIM_TOP, W, boxBasis, boxSides, lineWidth } from "./box.mjs";
import { Frame, Pen, add, mul } from "./iso.mjs";
import { COLORS as C } from "./palette.mjs";
import { Path } from "./svg.mjs";

/** @typedef {import("./iso.mjs").V3} V3 */
/** @typedef {import("./iso.mjs").View} View */
/** @typedef {import("./svg.mjs").Scene} Scene */
/** @typedef {import("./svg.mjs").Pt} Pt */

/** Wall thickness of the open box. */
const WALL = 1.4;
/** Height of the bed of soft things the visible items rest on. */
const BED = 23;
/** Darkening of item faces turned away from the light. */
const SHADE_Y = 0.2;
const SHADE_X = 0.3;

/**
 * How far each flap is opened, in degrees from closed.
 * The back flap leans back behind the opening; the front one hangs down in front.
 */
export const BACK_FLAP_ANGLE = 138;
export const FRONT_FLAP_ANGLE = 258;

/**
 * Corners of a lid flap hinged on a long top edge and opened by `deg`.
 * @param {number} hingeY y of the hinge (0 or W)
 * @param {number} deg
 */
export function flapGeometry(hingeY, deg) {
  const a = (deg * Math.PI) / 180;
  const inward = hingeY === 0 ? 1 : -1;
  /** Direction from the hinge to the free edge. */
  const d = /** @type {V3} */ ([0, Math.cos(a) * inward, Math.sin(a)]);
  /** Normal of the (closed) outer surface. */
  const up = /** @type {V3} */ ([0, -Math.sin(a) * inward, Math.cos(a)]);
  const hinge = /** @type {V3} */ ([0, hingeY, RIM_TOP]);
  /**
   * @param {number} x along the hinge
   * @param {number} s from the hinge to the free edge
   * @param {number} t through the thickness (0 = inner surface)
   * @returns {V3}
   */
  const at = (x, s, t) => add(hinge, add([x, 0, 0], add(mul(d, s), mul(up, t))));
  return { d, up, at };
}

/**
 * Draws an opened flap: its end edge, free edge (if seen) and inner surface.
 * @param {Scene} scene
 * @param {View} view
 * @param {number} hingeY
 * @param {number} deg
 */
function flap(scene, view, hingeY, deg) {
  const f = flapGeometry(hingeY, deg);
  const S = W / 2;
  /** @param {V3[]} pts */
  const poly = (pts) => new Path().poly(pts.map((p) => view.p(p)));
  // End edge at x = L.
  scene.fill(C.shaded, poly([f.at(L, 0, 0), f.at(L, S, 0), f.at(L, S, LID_T), f.at(L, 0, LID_T)]));
  // Free edge, seen when it faces up.
  if (f.d[1] + f.d[2] > 0) {
    scene.fill(
      C.highlight,
      poly([f.at(0, S, 0), f.at(L, S, 0), f.at(L, S, LID_T), f.at(0, S, LID_T)]),
    );
  }
  // Inner surface.
  const inner = new Pen(view, new Frame(f.at(0, 0, 0), [1, 0, 0], f.d));
  scene.fill(C.top, inner.rect(0, 0, L, S));
  // Hinge line.
  scene.stroke(
    C.seam,
    lineWidth(view) * 0.8,
    new Path().line([view.p(f.at(0, 0, 0)), view.p(f.at(L, 0, 0))]),
  );
}

/**
 * A cuboid item with flat shading (top in its colour, sides darkened).
 * @param {Scene} scene
 * @param {View} view
 * @param {V3} p0 minimum corner
 * @param {V3} p1 maximum corner
 * @param {string} color
 */
function cuboid(scene, view, p0, p1, color) {
  const [x0, y0, z0] = p0;
  const [x1, y1, z1] = p1;
  /** @param {V3[]} pts */
  const poly = (pts) => new Path().poly(pts.map((p) => view.p(p)));
  // The silhouette in the item's colour, then the two sides darkened.
  scene.fill(
    color,
    poly([
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
      [x0, y1, z1],
    ]),
  );
  scene.fill(
    C.deep,
    poly([
      [x1, y0, z0],
      [x1, y1, z0],
      [x1, y1, z1],
      [x1, y0, z1],
    ]),
    SHADE_X,
  );
  scene.fill(
    C.deep,
    poly([
      [x0, y1, z0],
      [x1, y1, z0],
      [x1, y1, z1],
      [x0, y1, z1],
    ]),
    SHADE_Y,
  );
}

/**
 * A closed book lying flat: cover on top, spine towards +x, pages towards +y.
 * @param {Scene} scene
 * @param {View} view
 * @param {V3} p0
 * @param {V3} p1
 * @param {string} cover
 */
function book(scene, view, p0, p1, cover) {
  cuboid(scene, view, p0, p1, cover);
  const [x0, , z0] = p0;
  const [x1, y1, z1] = p1;
  const pages = new Pen(view, new Frame([x0, y1, z0], [1, 0, 0], [0, 0, 1]));
  const c = Math.min(0.45, (z1 - z0) / 5);
  scene.fill(C.cream, pages.rect(0, c, x1 - x0 - c, z1 - z0 - c));
}

/**
 * Convex hull of screen points (monotone chain), for drawing silhouettes.
 * @param {Pt[]} pts
 * @returns {Pt[]}
 */
function hull(pts) {
  const p = [...pts].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  /**
   * @param {Pt} o
   * @param {Pt} a
   * @param {Pt} b
   */
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  /** @type {Pt[]} */
  const lower = [];
  for (const q of p) {
    while (lower.length >= 2) {
      const a = lower[lower.length - 2];
      const b = lower[lower.length - 1];
      if (!a || !b || cross(a, b, q) > 0) break;
      lower.pop();
    }
    lower.push(q);
  }
  /** @type {Pt[]} */
  const upper = [];
  for (const q of p.reverse()) {
    while (upper.length >= 2) {
      const a = upper[upper.length - 2];
      const b = upper[upper.length - 1];
      if (!a || !b || cross(a, b, q) > 0) break;
      upper.pop();
    }
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * Points of a quarter circle (in 2D), from angle a0 to a1 (degrees).
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {number} a0
 * @param {number} a1
 * @returns {Pt[]}
 */
function quarter(cx, cy, r, a0, a1) {
  /** @type {Pt[]} */
  const out = [];
  for (let i = 0; i <= 2; i++) {
    const a = ((a0 + ((a1 - a0) * i) / 2) * Math.PI) / 180;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}

/**
 * A folded garment: a soft slab whose front edge is the rounded fold.
 * @param {Scene} scene
 * @param {View} view
 * @param {V3} p0
 * @param {V3} p1
 * @param {string} color
 * @param {boolean} [foldLine] Draw a fold line across the top.
 */
function folded(scene, view, p0, p1, color, foldLine = true) {
  const [x0, y0, z0] = p0;
  const [x1, y1, z1] = p1;
  const r = Math.min(1.8, (z1 - z0) / 2);
  /** @type {Pt[]} Cross-section (y, z): the fold is rounded. */
  const front = [...quarter(y1 - r, z0 + r, r, -90, 0), ...quarter(y1 - r, z1 - r, r, 0, 90)];
  const section = /** @type {Pt[]} */ ([[y0, z0], ...front, [y0, z1]]);
  /**
   * @param {number} x
   * @param {Pt} yz
   */
  const P = (x, yz) => view.p([x, yz[0], yz[1]]);
  scene.fill(color, new Path().poly(hull(section.flatMap((q) => [P(x0, q), P(x1, q)]))));
  // The rounded front, a little darker; the end, darker still.
  const lit = front.filter((q) => q[1] <= z1 - r * 0.3);
  scene.fill(
    C.deep,
    new Path().poly([...lit.map((q) => P(x0, q)), ...[...lit].reverse().map((q) => P(x1, q))]),
    SHADE_Y,
  );
  scene.fill(C.deep, new Path().poly(section.map((q) => P(x1, q))), SHADE_X);
  if (!foldLine) return;
  // A fold line across the top.
  const m = y0 + (y1 - y0) * 0.35;
  scene.stroke(
    C.deep,
    0.7,
    new Path().line([view.p([x0 + 1.5, m, z1]), view.p([x1 - 1.5, m, z1])]),
    {
      "stroke-opacity": "0.2",
    },
  );
}

/**
 * One shoe standing on its sole, seen from above.
 * @param {Scene} scene
 * @param {View} view
 * @param {V3} at Middle of the heel, on the ground.
 * @param {number} heading Direction of the toe, degrees from +x.
 */
function shoe(scene, view, at, heading) {
  const a = (heading * Math.PI) / 180;
  const dir = [Math.cos(a), Math.sin(a)];
  /** @type {Pt[]} Top-view outline (u from the heel to the toe, v across). */
  const half = [
    [0.5, 2.8],
    [3, 3.5],
    [12, 3.8],
    [18.5, 4.6],
    [23.5, 3.7],
    [25.8, 1.9],
  ];
  /** @type {Pt[]} */
  const outline = [
    [0, 0],
    ...half.map(([u, v]) => /** @type {Pt} */ ([u, -v])),
    [26.2, 0],
    ...[...half].reverse(),
  ];
  /**
   * @param {number} u
   * @param {number} v
   * @param {number} z
   */
  const P = (u, v, z) =>
    view.p([
      at[0] + u * (dir[0] ?? 0) - v * (dir[1] ?? 0),
      at[1] + u * (dir[1] ?? 0) + v * (dir[0] ?? 0),
      at[2] + z,
    ]);
  const SOLE = 1.5;
  /** @param {number} u */
  const height = (u) => (u < 6 ? 8.4 : 8.4 - ((u - 6) / 20.2) * 4.8);
  scene.fill(
    C.ink,
    new Path().poly(hull(outline.flatMap(([u, v]) => [P(u, v, 0), P(u, v, SOLE)]))),
  );
  const inner = outline.map(([u, v]) => /** @type {Pt} */ ([u * 0.97 + 0.35, v * 0.9]));
  const upper = new Path().poly(
    hull(inner.flatMap(([u, v]) => [P(u, v, SOLE), P(u, v, height(u))])),
  );
  scene.fill(C.brown, upper);
  scene.fill(C.deep, upper, SHADE_Y);
  scene.fill(C.brown, new Path().poly(inner.map(([u, v]) => P(u, v, height(u)))));
  // The opening at the heel and the laces over the instep.
  const open = [];
  for (let i = 0; i < 10; i++) {
    const t = (i / 10) * 2 * Math.PI;
    open.push(P(4.6 + 3.2 * Math.cos(t), 2.3 * Math.sin(t), 8.4));
  }
  scene.fill(C.ink, new Path().poly(open));
  const laces = new Path();
  for (const u of [9.5, 12, 14.5]) laces.line([P(u, -1.5, height(u)), P(u + 0.6, 1.5, height(u))]);
  scene.strokeRound(C.cream, 0.9, laces);
}

/**
 * The open box with its contents. The box stands at the world origin.
 * @param {Scene} scene
 * @param {View} view
 */
export function openBox(scene, view) {
  const b = boxBasis([0, 0, 0], 0);
  const sides = boxSides(b);
  /** @param {V3[]} pts */
  const poly = (pts) => new Path().poly(pts.map((p) => view.p(p)));
  const T = WALL;
  const Z = RIM_TOP;

  // Back flap, leaning back behind the opening.
  flap(scene, view, 0, BACK_FLAP_ANGLE);

  // Rim top at the back and left, then the inside walls and the bed.
  scene.fill(
    C.top,
    poly([
      [0, 0, Z],
      [L, 0, Z],
      [L - T, T, Z],
      [T, T, Z],
      [T, W - T, Z],
      [0, W, Z],
    ]),
  );
  scene.fill(
    C.shaded,
    poly([
      [T, T, BED],
      [L - T, T, BED],
      [L - T, T, Z],
      [T, T, Z],
    ]),
  );
  scene.fill(
    C.seam,
    poly([
      [T, T, BED],
      [T, W - T, BED],
      [T, W - T, Z],
      [T, T, Z],
    ]),
  );
  scene.fill(
    C.sand,
    poly([
      [T, T, BED],
      [L - T, T, BED],
      [L - T, W - T, BED],
      [T, W - T, BED],
    ]),
  );

  // Back row: books on the left, folded clothes on the right.
  book(scene, view, [4, 4, BED], [27, 18, BED + 3.2], C.ink);
  book(scene, view, [5, 4.8, BED + 3.2], [25.5, 17, BED + 5.8], C.blue);
  book(scene, view, [4.6, 5.4, BED + 5.8], [23.5, 16.2, BED + 7.8], C.terracotta);
  folded(scene, view, [31, 3.6, BED], [56.4, 19.4, BED + 3.6], C.terracotta, false);
  folded(scene, view, [31.6, 4, BED + 3.6], [55.8, 19, BED + 7], C.cream, false);
  folded(scene, view, [32.2, 4.4, BED + 7], [55.2, 18.6, BED + 10], C.sand);
  // Front row: the pair of shoes on the left, a folded sweater on the right.
  shoe(scene, view, [5, 24.2, BED], -5);
  shoe(scene, view, [3.5, 32, BED], 3);
  folded(scene, view, [34.5, 22.5, BED], [56.6, 37.6, BED + 7], C.blue);

  // Rim top at the front and right.
  scene.fill(
    C.top,
    poly([
      [L, 0, Z],
      [L, W, Z],
      [0, W, Z],
      [T, W - T, Z],
      [L - T, W - T, Z],
      [L - T, T, Z],
    ]),
  );

  // Outside walls (the +y and +x sides), like the closed box.
  for (const side of sides) {
    const pen = new Pen(view, side.frame(INSET));
    scene.fill(side.color, pen.rect(INSET, 0, side.len - INSET, BODY_H));
    scene.fill(C.deep, pen.rect(INSET, BODY_H - 1.2, side.len - INSET, BODY_H), 0.3);
    if (side.kind === "short") {
      scene.fill(C.deep, pen.rrect(W / 2 - 7.5, BODY_H - 8.6, W / 2 + 7.5, BODY_H - 4.2, 2.2));
    } else {
      const ribs = new Path();
      // Only the part below the hanging front flap is seen.
      const below = RIM_TOP + (W / 2) * Math.sin((FRONT_FLAP_ANGLE * Math.PI) / 180) - 0.6;
      for (let u = 6; u < L - 3; u += 6) pen.rect(u - 0.55, 3.2, u + 0.55, below, ribs);
      scene.fill(side.dark, ribs);
    }
    const rim = new Pen(view, side.frame(0));
    scene.fill(side.color, rim.rect(0, BODY_H, side.len, Z));
  }
  // Front flap, hanging down in front of the long side.
  flap(scene, view, W, FRONT_FLAP_ANGLE);
}

/** Points that bound the open box drawing (for placing it on the canvas). */
export function openBoxBounds() {
  const back = flapGeometry(0, BACK_FLAP_ANGLE);
  const front = flapGeometry(W, FRONT_FLAP_ANGLE);
  /** @type {V3[]} */
  const pts = [
    [0, 0, 0],
    [L, 0, 0],
    [0, W, 0],
    [L, W, 0],
    [0, 0, H],
    [L, 0, H],
    [0, W, H],
  ];
  for (const f of [back, front]) {
    for (const x of [0, L]) {
      for (const s of [0, W / 2]) pts.push(f.at(x, s, 0), f.at(x, s, LID_T));
    }
  }
  return pts;
}
