// @ts-check
/**
 * The Content-Security-Policy of the pre-rendered site, computed from the
 * build output. Pre-rendered pages are the same bytes for every visitor, so a
 * nonce cannot work (it would be a public constant); each inline script and
 * the inlined stylesheet are allowed by their SHA-256 instead
 * (../shared/notes/serving-security.md, section 2;
 * docs/decisions/0009-csp-with-hashes.md).
 */
import { createHash } from "node:crypto";

/**
 * Script types the browser runs (or, for an import map, reads under
 * `script-src`); JSON and JSON-LD data blocks need no hash.
 */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "importmap",
  "text/javascript",
  "application/javascript",
]);
/** React's output needs nothing smarter than this (the notes, section 2.3). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** A `style="…"` attribute on any element: `style-src` allows none. */
const STYLE_ATTRIBUTE = /<[a-z][^>]*\sstyle\s*=/i;

/**
 * `'sha256-…'` of a text, as the browser computes it over the element's
 * content.
 * @param {string} text
 */
export function cspHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * @param {string} attributes the raw attributes of a <script> tag
 * @returns {string} its `type`, lower case, "" when absent
 */
function scriptType(attributes) {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase();
}

/**
 * The hashes one page needs: every executable inline script and every
 * <style> element. Throws on what a hash cannot allow: an inline `style`
 * attribute.
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function extractInlineHashes(html) {
  if (STYLE_ATTRIBUTE.test(html)) {
    throw new Error(
      'an element has a style="…" attribute; the CSP allows no inline styles (use a class)',
    );
  }
  /** @type {string[]} */
  const scripts = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (!EXECUTABLE_TYPES.has(scriptType(attributes))) continue;
    // An external script is covered by 'self'.
    if (/\bsrc\s*=/i.test(attributes)) continue;
    scripts.push(cspHash(body));
  }
  const styles = [...html.matchAll(STYLE)].map(([, body = ""]) => cspHash(body));
  return { scripts, styles };
}

/**
 * @typedef {object} PolicyInput
 * @property {string[]} scriptHashes
 * @property {string[]} styleHashes
 * @property {string[]} imageOrigins other origins pictures come from (the company's image host)
 */

/**
 * The policy string: nothing is allowed unless listed.
 * @param {PolicyInput} input
 */
export function buildPolicy({ scriptHashes, styleHashes, imageOrigins }) {
  const unique = (/** @type {string[]} */ values) => [...new Set(values)].sort();
  const directives = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...unique(scriptHashes)],
    ["style-src", "'self'", ...unique(styleHashes)],
    ["img-src", "'self'", "data:", ...unique(imageOrigins)],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["manifest-src", "'self'"],
    ["base-uri", "'none'"],
    ["form-action", "'none'"],
    ["frame-ancestors", "'none'"],
    ["object-src", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The policy for a set of pre-rendered pages: the union of their hashes, so
 * one header serves every page (the site has few pages; see the notes,
 * section 7, for when per-page policies would be needed).
 * @param {{ file: string, html: string }[]} pages
 * @param {{ imageOrigins: string[] }} options
 */
export function buildSitePolicy(pages, { imageOrigins }) {
  /** @type {string[]} */
  const scriptHashes = [];
  /** @type {string[]} */
  const styleHashes = [];
  for (const { file, html } of pages) {
    let hashes;
    try {
      hashes = extractInlineHashes(html);
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : error}`);
    }
    scriptHashes.push(...hashes.scripts);
    styleHashes.push(...hashes.styles);
  }
  return {
    policy: buildPolicy({ scriptHashes, styleHashes, imageOrigins }),
    scriptHashes: [...new Set(scriptHashes)].sort(),
    styleHashes: [...new Set(styleHashes)].sort(),
  };
}

/**
 * The hashes listed in one directive of a policy (to compare what a server
 * sends with what the build holds).
 * @param {string} policy
 * @param {string} directive e.g. "script-src"
 */
export function hashesOf(policy, directive) {
  const entry = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return (entry ?? []).filter((source) => source.startsWith("'sha256-")).sort();
}
