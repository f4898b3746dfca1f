import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { firstLoadScripts, measurePages } from "./budgets.mjs";

/**
 * A miniature React Router build: two pages, a shared chunk, a lazily
 * imported chunk and the manifest that says which files are whose.
 */
let clientDir: string;

const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  writeFileSync(path.join(clientDir, file), content);
};

const page = (route: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/>` +
  `<link rel="modulepreload" href="/assets/${route}.js"/><style>body{color:red}</style></head>` +
  `<body><script type="module">import "/assets/manifest-abc123.js";import * as r from "/assets/${route}.js";` +
  `import("/assets/entry.js");</script></body></html>`;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "budgets-"));
  write("assets/entry.js", 'import{a}from"./react.js";export const e=a;');
  write("assets/react.js", `export const a=${JSON.stringify("x".repeat(2000))};`);
  write("assets/shared.js", "export const s=1;");
  write("assets/lazy.js", "export const l=1;");
  write(
    "assets/home.js",
    'import{s}from"./shared.js";const z=()=>import("./lazy.js");export{s,z};',
  );
  // The FAQ page imports the home page's route module: the mistake the budget catches.
  write("assets/faq.js", 'import{s}from"./shared.js";import"./home.js";export{s};');
  write(
    "assets/manifest-abc123.js",
    `window.__reactRouterManifest=${JSON.stringify({
      routes: {
        root: { id: "root", path: "", module: "/assets/entry.js" },
        "routes/home": { id: "routes/home", index: true, module: "/assets/home.js" },
        "routes/faq": { id: "routes/faq", path: "faq", module: "/assets/faq.js" },
      },
    })};`,
  );
  write("index.html", page("home"));
  write("faq/index.html", page("faq"));
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("budgets", () => {
  test("measures each page at the URL it answers", () => {
    expect(measurePages(clientDir).map((entry) => entry.url)).toEqual(["/", "/faq"]);
  });

  test("follows static imports, not the lazy ones a page loads later", () => {
    const html = page("home");
    expect(firstLoadScripts(html, clientDir)).toEqual([
      "/assets/entry.js",
      "/assets/home.js",
      "/assets/manifest-abc123.js",
      "/assets/react.js",
      "/assets/shared.js",
    ]);
  });

  test("counts inline CSS and flags a page that loads another page's code", () => {
    const [home, faq] = measurePages(clientDir);
    expect(home!.foreignCode).toEqual([]);
    expect(home!.cssGzip).toBeGreaterThan(0);
    expect(home!.jsGzip).toBeGreaterThan(0);
    expect(faq!.foreignCode).toEqual(["/assets/home.js"]);
  });
});
