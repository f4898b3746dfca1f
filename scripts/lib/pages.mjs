// @ts-check
/**
 * The pages of a client build, read from the files rather than from a list
 * kept by hand: every `index.html` is a page at its folder's path, and the
 * top-level `404.html` is the not-found page.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * @typedef {object} Page
 * @property {string} route URL path: "/", "/planos"; "/404.html" for the 404 page
 * @property {string} file absolute path of the HTML file
 * @property {boolean} notFound true for the 404 page
 * @property {boolean} noindex true when the HTML asks search engines not to index it
 */

/**
 * Every pre-rendered page in a client build folder (e.g. build/client),
 * sorted by route with "/" first. Hashed assets are never pages.
 * @param {string} clientDir
 * @returns {Page[]}
 */
export function listPages(clientDir) {
  /** @type {Page[]} */
  const pages = [];
  /** @param {string} dir @param {string} route */
  const visit = (dir, route) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (route === "/" && entry.name === "assets") continue;
        visit(path.join(dir, entry.name), `${route}${entry.name}/`);
      } else if (entry.name === "index.html") {
        pages.push(readPage(path.join(dir, entry.name), route === "/" ? "/" : route.slice(0, -1)));
      }
    }
  };
  visit(clientDir, "/");
  const notFound = path.join(clientDir, "404.html");
  if (existsSync(notFound)) pages.push({ ...readPage(notFound, "/404.html"), notFound: true });
  return pages.sort((a, b) =>
    a.route === "/" ? -1 : b.route === "/" ? 1 : a.route.localeCompare(b.route),
  );
}

/**
 * @param {string} file
 * @param {string} route
 * @returns {Page}
 */
function readPage(file, route) {
  return { route, file, notFound: false, noindex: hasNoindex(readFileSync(file, "utf8")) };
}

/**
 * Whether an HTML document carries `<meta name="robots">` with `noindex`,
 * whatever the attribute order, quotes or case.
 * @param {string} html
 */
export function hasNoindex(html) {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    /** @param {string} name */
    const attribute = (name) =>
      new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
        .exec(tag)
        ?.slice(1)
        .find((value) => value !== undefined);
    if (attribute("name")?.trim().toLowerCase() !== "robots") continue;
    const directives = (attribute("content") ?? "").toLowerCase().split(/[\s,]+/);
    if (directives.includes("noindex") || directives.includes("none")) return true;
  }
  return false;
}

/**
 * A file-name-safe name for a route: "/" → "index", "/planos" →
 * "planos", "/a/b/" → "a-b".
 * @param {string} route
 */
export function routeSlug(route) {
  const slug = route
    .toLowerCase()
    .replace(/\.html$/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "index";
}
