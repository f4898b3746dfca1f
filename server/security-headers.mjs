// @ts-check
/**
 * Response headers of the site, the one place their values are written.
 * The build computes the Content-Security-Policy from the pages
 * (scripts/lib/csp.mjs) and writes the full set to build/headers.json; the
 * `npm start` server reads that file, and the same build renders it for nginx
 * (deploy/nginx/generated/) and for Netlify/Cloudflare Pages
 * (build/client/_headers), so the three cannot drift apart.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Sent on every response, whatever its status, next to the CSP. */
export const baseSecurityHeaders = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
});

/**
 * Sent only over HTTPS (nginx's TLS server, the CDNs): two years, every
 * subdomain. Add "; preload" only once every subdomain serves HTTPS.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** Pages that carry personal data in their query: never indexed. */
export const NOINDEX_HEADER = Object.freeze({ "X-Robots-Tag": "noindex" });

/** Hashed build assets never change under the same name. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Everything else (HTML above all) is revalidated with its ETag on each visit. */
export const REVALIDATE_CACHE = "no-cache";

/**
 * Cache policy for a request path: only Vite's hashed files under /assets/
 * are cached for good.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  return pathname.startsWith("/assets/") ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * What the build writes to build/headers.json.
 * @typedef {object} ServingHeaders
 * @property {Record<string, string>} headers every response's security headers, CSP included
 * @property {string[]} noindexPaths page paths ("/termo-de-locacao") that get X-Robots-Tag
 * @property {string[]} scriptHashes the CSP's script hashes, for the tests
 * @property {string[]} styleHashes the CSP's style hashes, for the tests
 * @property {Record<string, string>} documents sha256 (hex) of every HTML file as hashed
 */

/**
 * The full header set for a policy.
 * @param {string} contentSecurityPolicy
 * @returns {Record<string, string>}
 */
export function securityHeadersWith(contentSecurityPolicy) {
  return { "Content-Security-Policy": contentSecurityPolicy, ...baseSecurityHeaders };
}

/**
 * The page path a request path names: "/termo-de-locacao/",
 * "/termo-de-locacao/index.html" and "/termo-de-locacao" are one page.
 * @param {string} pathname
 */
export function pagePathOf(pathname) {
  const trimmed = pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, "") : "/";
}

/**
 * Reads build/headers.json next to the client folder.
 * @param {string} clientDir
 * @returns {ServingHeaders}
 */
export function readServingHeaders(clientDir) {
  const file = path.join(path.dirname(clientDir), "headers.json");
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: it is written by the build. Run "npm run build" (or "npm start").`,
    );
  }
  return JSON.parse(readFileSync(file, "utf8"));
}
