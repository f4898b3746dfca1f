import vm from "node:vm";
import { describe, expect, test } from "vitest";
import { DEFER_FALLBACK_MS, deferHydration } from "./defer-hydration.mjs";

/** A page as React Router 7 pre-renders it (head preloads, bootstrap at the end of body). */
function page(
  bootstrap: string,
  preloads = ["/assets/manifest-1.js", "/assets/entry.client-2.js"],
) {
  return (
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>` +
    preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("") +
    `</head><body><main>Olá</main><script>window.__reactRouterContext = {};</script>` +
    `<script type="module" async="">${bootstrap}</script></body></html>`
  );
}

const home = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");`;

/** A route with a clientLoader: split route modules merged into one object. */
const splitRoute = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1_clientLoader from "/assets/termo-5.js";
import * as route1_main from "/assets/termo-main-6.js";
const route1 = {...route1_clientLoader,...route1_main};
  
  window.__reactRouterRouteModules = {"root":route0,"routes/termo-de-locacao":route1};

import("/assets/entry.client-2.js");`;

/** The bootstrap's new body, between its tags. */
const bootstrapOf = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("deferHydration", () => {
  test("takes the module preloads out of the head", () => {
    const html = deferHydration(page(home));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("<main>Olá</main>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  test("waits for a frame, then imports the route modules and the client entry", () => {
    expect(bootstrapOf(deferHydration(page(home)))).toBe(
      [
        `await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve)); setTimeout(resolve, ${DEFER_FALLBACK_MS}); });`,
        `const [_0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js")]);`,
        `window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};`,
        `import("/assets/entry.client-2.js");`,
      ].join("\n"),
    );
  });

  test("keeps split route modules merged, and the bootstrap is valid JavaScript", () => {
    const body = bootstrapOf(deferHydration(page(splitRoute)));
    expect(body).toContain(
      `const [_0, route0, route1_clientLoader, route1_main] = await Promise.all([`,
    );
    expect(body).toContain("const route1 = {...route1_clientLoader,...route1_main};");
    // Module code with top-level await: wrapped in an async function to parse it.
    expect(() => new vm.Script(`(async () => {\n${body}\n})`)).not.toThrow();
  });

  test("runs the route modules' map and the entry once the imports are in", async () => {
    const body = bootstrapOf(deferHydration(page(splitRoute))).replaceAll("import(", "load(");
    const loaded: string[] = [];
    const context = {
      window: {} as Record<string, unknown>,
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
      load: async (url: string) => {
        loaded.push(url);
        return { url };
      },
    };
    await vm.runInNewContext(`(async () => {\n${body}\n})()`, context);
    expect(loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/termo-5.js",
      "/assets/termo-main-6.js",
      "/assets/entry.client-2.js",
    ]);
    expect(context.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-3.js" },
      "routes/termo-de-locacao": { url: "/assets/termo-main-6.js" },
    });
  });

  test("stops the build on a bootstrap it does not recognise", () => {
    expect(() =>
      deferHydration(page(home.replace("import * as route0 from", "import { x as route0 } from"))),
    ).toThrow(/unexpected line/);
    expect(() => deferHydration(page(`${home}\nconsole.log("hi");`))).toThrow(/unexpected line/);
    expect(() => deferHydration(page(home, []))).toThrow(/found 1 and 0/);
    expect(() => deferHydration(page(home) + page(home))).toThrow(/found 2/);
  });
});
