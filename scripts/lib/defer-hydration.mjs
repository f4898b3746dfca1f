// @ts-check
/**
 * Makes a pre-rendered page paint before it downloads its JavaScript.
 *
 * React Router puts a <link rel="modulepreload"> in <head> for every chunk a
 * page needs, and ends <body> with an inline module script whose static
 * imports load the route modules before the client entry hydrates. So the
 * scripts (about 120 KB gzip) download while the HTML is still parsing, share
 * the connection with the font and the hero picture, and run before the
 * first paint on a fast machine. The page is complete without them: they
 * only hydrate it.
 *
 * This rewrite removes the preload links and turns the bootstrap's static
 * imports into dynamic ones that start once the page has painted (the frame
 * after the first requestAnimationFrame, or after DEFER_FALLBACK_MS when the
 * tab is hidden and frames do not run). The browser then fetches each
 * module's imports as it reads it. Adding the preload links back at that
 * moment was measured too: it issues some twenty requests in one task and
 * made Lighthouse's simulated blocking time worse (BENCHMARKS.md).
 *
 * The rewrite is strict: any line of the bootstrap it does not recognise
 * stops the build, so a React Router upgrade that changes the format cannot
 * slip through half-transformed.
 */

/** Longest wait for a frame before loading anyway (hidden tabs get no frames). */
export const DEFER_FALLBACK_MS = 250;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from "([^"]+)";$/;
/** What may follow the imports: merging split route modules, the module map, the entry. */
const ALLOWED_STATEMENTS = [
  /^const [A-Za-z_$][\w$]* = \{(?:\.\.\.[A-Za-z_$][\w$]*,?)+\};$/,
  /^window\.__reactRouterRouteModules = \{.*\};$/,
  /^import\("[^"]+"\);$/,
];

/**
 * @param {string} html a pre-rendered page
 * @returns {string} the same page, hydrating after its first paint
 */
export function deferHydration(html) {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(
    (match) => /** @type {string} */ (match[1]),
  );
  const bootstraps = [...html.matchAll(BOOTSTRAP)];
  if (bootstraps.length !== 1 || preloads.length === 0) {
    throw new Error(
      `expected one React Router bootstrap script and its module preloads, found ${bootstraps.length} and ${preloads.length}`,
    );
  }
  const bootstrap = /** @type {RegExpMatchArray & { index: number }} */ (bootstraps[0]);
  /** @type {{ name: string, url: string }[]} */
  const imports = [];
  /** @type {string[]} */
  const statements = [];
  for (const line of (bootstrap[1] ?? "").split("\n").map((text) => text.trim())) {
    if (line === "") continue;
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect)
      imports.push({ name: `_${imports.length}`, url: /** @type {string} */ (sideEffect[1]) });
    else if (namespace)
      imports.push({
        name: /** @type {string} */ (namespace[1]),
        url: /** @type {string} */ (namespace[2]),
      });
    else if (ALLOWED_STATEMENTS.some((pattern) => pattern.test(line))) statements.push(line);
    else throw new Error(`unexpected line in React Router's bootstrap script: ${line}`);
  }
  if (imports.length === 0 || !statements.some((line) => line.startsWith("import("))) {
    throw new Error("React Router's bootstrap script has no route imports or no client entry");
  }
  const body = [
    `await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve)); setTimeout(resolve, ${DEFER_FALLBACK_MS}); });`,
    `const [${imports.map((entry) => entry.name).join(", ")}] = await Promise.all([${imports.map((entry) => `import(${JSON.stringify(entry.url)})`).join(", ")}]);`,
    ...statements,
  ].join("\n");
  const start = bootstrap.index + bootstrap[0].indexOf(">") + 1;
  const end = start + (bootstrap[1] ?? "").length;
  return (html.slice(0, start) + body + html.slice(end)).replace(MODULE_PRELOAD, "");
}
