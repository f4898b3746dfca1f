// @ts-check
/**
 * Response headers every server of the site sends (the `npm start` server
 * now; the nginx and CDN configs are generated from the same values).
 */

/** Sent on every response, whatever its status. */
export const securityHeaders = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
});

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
