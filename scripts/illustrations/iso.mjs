// @ts-check
/**
 * Isometric projection (30°) and drawing on planar faces.
 * World units are centimetres: x along the box length, y along its width,
 * z up. screenX = (x − y)·cos30°, screenY = (x + y)·sin30° − z, times a scale.
 */
import { Path } from "./svg.mjs";

/** @typedef {import("./svg.mjs").Pt} Pt */
/** @typedef {[number, number, number]} V3 */

export const COS30 = Math.cos(Math.PI / 6);
export const SIN30 = 0.5;
/** Bézier handle length for a quarter circle. */
export const KAPPA = 0.5523;

/**
 * @param {V3} a
 * @param {V3} b
 * @returns {V3}
 */
export const add = (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

/**
 * @param {V3} a
 * @param {number} s
 * @returns {V3}
 */
export const mul = (a, s) => [a[0] * s, a[1] * s, a[2] * s];

/**
 * @param {V3} a
 * @param {V3} b
 */
export const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Direction towards the viewer: faces whose normal points this way are seen. */
export const TOWARDS_VIEWER = /** @type {V3} */ ([1, 1, 1]);

/** A scale (pixels per centimetre) and the screen position of the world origin. */
export class View {
  /**
   * @param {number} k
   * @param {number} ox
   * @param {number} oy
   */
  constructor(k, ox, oy) {
    this.k = k;
    this.ox = ox;
    this.oy = oy;
  }

  /**
   * @param {V3} v
   * @returns {Pt}
   */
  p(v) {
    return [
      this.ox + (v[0] - v[1]) * COS30 * this.k,
      this.oy + ((v[0] + v[1]) * SIN30 - v[2]) * this.k,
    ];
  }

  /**
   * Screen position of a world point, without the origin offset.
   * @param {V3} v
   * @returns {Pt}
   */
  static raw(v) {
    return [(v[0] - v[1]) * COS30, (v[0] + v[1]) * SIN30 - v[2]];
  }
}

/** A plane in the world with 2D coordinates: point = o + a·u + b·v. */
export class Frame {
  /**
   * @param {V3} o
   * @param {V3} u
   * @param {V3} v
   */
  constructor(o, u, v) {
    this.o = o;
    this.u = u;
    this.v = v;
  }

  /**
   * @param {number} a
   * @param {number} b
   * @returns {V3}
   */
  at(a, b) {
    return add(this.o, add(mul(this.u, a), mul(this.v, b)));
  }
}

/** Draws shapes given in a frame's 2D coordinates into screen paths. */
export class Pen {
  /**
   * @param {View} view
   * @param {Frame} frame
   */
  constructor(view, frame) {
    this.view = view;
    this.frame = frame;
  }

  /**
   * @param {number} a
   * @param {number} b
   * @returns {Pt}
   */
  s(a, b) {
    return this.view.p(this.frame.at(a, b));
  }

  /**
   * @param {Pt[]} pts
   * @param {Path} [path]
   */
  poly(pts, path = new Path()) {
    return path.poly(pts.map(([a, b]) => this.s(a, b)));
  }

  /**
   * @param {Pt[]} pts
   * @param {Path} [path]
   */
  line(pts, path = new Path()) {
    return path.line(pts.map(([a, b]) => this.s(a, b)));
  }

  /**
   * Axis-aligned rectangle in frame coordinates.
   * @param {number} a0
   * @param {number} b0
   * @param {number} a1
   * @param {number} b1
   * @param {Path} [path]
   */
  rect(a0, b0, a1, b1, path = new Path()) {
    return this.poly(
      [
        [a0, b0],
        [a1, b0],
        [a1, b1],
        [a0, b1],
      ],
      path,
    );
  }

  /**
   * Rounded rectangle in frame coordinates (exact under the affine projection).
   * @param {number} a0
   * @param {number} b0
   * @param {number} a1
   * @param {number} b1
   * @param {number} r
   * @param {Path} [path]
   */
  rrect(a0, b0, a1, b1, r, path = new Path()) {
    const rr = Math.min(r, Math.abs(a1 - a0) / 2, Math.abs(b1 - b0) / 2);
    const h = rr * KAPPA;
    path.M(this.s(a0 + rr, b0));
    path.L(this.s(a1 - rr, b0));
    path.C(this.s(a1 - rr + h, b0), this.s(a1, b0 + rr - h), this.s(a1, b0 + rr));
    path.L(this.s(a1, b1 - rr));
    path.C(this.s(a1, b1 - rr + h), this.s(a1 - rr + h, b1), this.s(a1 - rr, b1));
    path.L(this.s(a0 + rr, b1));
    path.C(this.s(a0 + rr - h, b1), this.s(a0, b1 - rr + h), this.s(a0, b1 - rr));
    path.L(this.s(a0, b0 + rr));
    path.C(this.s(a0, b0 + rr - h), this.s(a0 + rr - h, b0), this.s(a0 + rr, b0));
    return path.Z();
  }

  /**
   * Ellipse in frame coordinates.
   * @param {number} ca
   * @param {number} cb
   * @param {number} ra
   * @param {number} rb
   * @param {Path} [path]
   */
  ellipse(ca, cb, ra, rb, path = new Path()) {
    const ha = ra * KAPPA;
    const hb = rb * KAPPA;
    path.M(this.s(ca + ra, cb));
    path.C(this.s(ca + ra, cb + hb), this.s(ca + ha, cb + rb), this.s(ca, cb + rb));
    path.C(this.s(ca - ha, cb + rb), this.s(ca - ra, cb + hb), this.s(ca - ra, cb));
    path.C(this.s(ca - ra, cb - hb), this.s(ca - ha, cb - rb), this.s(ca, cb - rb));
    path.C(this.s(ca + ha, cb - rb), this.s(ca + ra, cb - hb), this.s(ca + ra, cb));
    return path.Z();
  }

  /**
   * Cubic Bézier path given in frame coordinates: a start point then
   * triples (control, control, end).
   * @param {Pt} start
   * @param {Pt[][]} curves
   * @param {boolean} close
   * @param {Path} [path]
   */
  bezier(start, curves, close, path = new Path()) {
    path.M(this.s(start[0], start[1]));
    for (const c of curves) {
      const [c1, c2, e] = c;
      if (!c1 || !c2 || !e) continue;
      path.C(this.s(c1[0], c1[1]), this.s(c2[0], c2[1]), this.s(e[0], e[1]));
    }
    return close ? path.Z() : path;
  }
}
