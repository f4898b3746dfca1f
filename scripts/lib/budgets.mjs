// @ts-check
/**
 * What each pre-rendered page makes the browser download on first load, read
 * from the build output: the JavaScript it requests (module preloads, the
 * inline module script's imports and everything they import statically),
 * its CSS and its HTML, with gzip sizes.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { listPages } from "./pages.mjs";

/** The budgets of issue 4, in bytes (gzip). */
export const BUDGETS = {
  homeJs: 125 * 1024,
  css: 20 * 1024,
  html: 40 * 1024,
};

/** @param {string | Buffer} content */
export const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;

/**
 * The JS files a page asks for on first load, as /assets/… URLs: module
 * preloads, the inline module script's static and dynamic imports (the
 * dynamic one is the client entry, loaded at once), and the static imports
 * of all of those, transitively.
 * @param {string} html
 * @param {string} clientDir
 */
export function firstLoadScripts(html, clientDir) {
  const found = new Set();
  const queue = [];
  for (const match of html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g))
    queue.push(match[1]);
  for (const script of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = script[1] ?? "";
    for (const match of body.matchAll(STATIC_IMPORT)) queue.push(match[1]);
    for (const match of body.matchAll(DYNAMIC_IMPORT)) queue.push(match[1]);
  }
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.shift());
    if (found.has(url)) continue;
    found.add(url);
    const code = readFileSync(path.join(clientDir, url), "utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) {
      queue.push(path.posix.join(path.posix.dirname(url), /** @type {string} */ (match[1])));
    }
  }
  return [...found].sort();
}

/**
 * Route modules from React Router's manifest: for each route id, every
 * file that is only that route's (its module and split chunks).
 * @param {string} clientDir
 * @returns {Map<string, { path?: string, index?: boolean, files: string[] }>}
 */
export function readRouteModules(clientDir) {
  const manifestFile = readdirSync(path.join(clientDir, "assets")).find((name) =>
    /^manifest-.+\.js$/.test(name),
  );
  if (!manifestFile) throw new Error("No React Router manifest in the build");
  const source = readFileSync(path.join(clientDir, "assets", manifestFile), "utf8");
  const manifest = JSON.parse(
    source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""),
  );
  const routes = new Map();
  for (const [id, route] of Object.entries(manifest.routes)) {
    const files = Object.entries(route)
      .filter(([key, value]) => /Module$|^module$/.test(key) && typeof value === "string")
      .map(([, value]) => /** @type {string} */ (value));
    routes.set(id, { path: route.path, index: route.index, files });
  }
  return routes;
}

/**
 * The route id that renders a URL: the index route for "/", a route with
 * that path, or the catch-all.
 * @param {string} url
 * @param {ReturnType<typeof readRouteModules>} routes
 */
function routeIdFor(url, routes) {
  for (const [id, route] of routes) {
    if (url === "/" ? route.index : route.path === url.slice(1)) return id;
  }
  for (const [id, route] of routes) if (route.path === "*") return id;
  throw new Error(`No route renders ${url}`);
}

/**
 * First-load weight of every page, and the other routes' code it loads.
 * @param {string} clientDir
 */
export function measurePages(clientDir) {
  const routes = readRouteModules(clientDir);
  return listPages(clientDir).map(({ route: url, file }) => {
    const html = readFileSync(file, "utf8");
    const scripts = firstLoadScripts(html, clientDir);
    const jsGzip = scripts.reduce(
      (sum, url) => sum + gzipSize(readFileSync(path.join(clientDir, url))),
      0,
    );
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1] ?? "")
      .join("");
    const linkedCss = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)]
      .map((match) => path.join(clientDir, /** @type {string} */ (match[1])))
      .filter((cssFile) => existsSync(cssFile))
      .map((cssFile) => readFileSync(cssFile, "utf8"))
      .join("");
    const ownRoute = routeIdFor(url, routes);
    const foreignCode = scripts.filter((script) =>
      [...routes].some(
        ([id, route]) => id !== "root" && id !== ownRoute && route.files.includes(script),
      ),
    );
    return {
      url,
      route: ownRoute,
      scripts,
      jsGzip,
      cssGzip: gzipSize(inlineCss + linkedCss),
      htmlGzip: gzipSize(html),
      foreignCode,
    };
  });
}
