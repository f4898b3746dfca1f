// @ts-check
/**
 * `npm run budgets` (and a step of `npm test`): measures what every
 * pre-rendered page loads on first visit and fails when a budget is broken:
 * home page JavaScript ≤ 125 KB, CSS ≤ 20 KB and HTML ≤ 40 KB per page (all
 * gzip), and no page loading another page's route code.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeFileSync, mkdirSync } from "node:fs";
import { BUDGETS, measurePages } from "./lib/budgets.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const clientDir = path.join(root, "build", "client");
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const pages = measurePages(clientDir);
/** @type {{ check: string, ok: boolean, detail: string }[]} */
const checks = [];
for (const page of pages) {
  if (page.url === "/") {
    checks.push({
      check: "home JS ≤ 125 KB",
      ok: page.jsGzip <= BUDGETS.homeJs,
      detail: kb(page.jsGzip),
    });
  }
  checks.push({
    check: `${page.url} CSS ≤ 20 KB`,
    ok: page.cssGzip <= BUDGETS.css,
    detail: kb(page.cssGzip),
  });
  checks.push({
    check: `${page.url} HTML ≤ 40 KB`,
    ok: page.htmlGzip <= BUDGETS.html,
    detail: kb(page.htmlGzip),
  });
  checks.push({
    check: `${page.url} loads no other page's code`,
    ok: page.foreignCode.length === 0,
    detail: page.foreignCode.join(", ") || "none",
  });
}

console.log("page                  JS (gzip)  files  CSS (gzip)  HTML (gzip)");
for (const page of pages) {
  console.log(
    `${page.url.padEnd(20)} ${kb(page.jsGzip).padStart(10)} ${String(page.scripts.length).padStart(6)} ${kb(page.cssGzip).padStart(11)} ${kb(page.htmlGzip).padStart(12)}`,
  );
}
const failed = checks.filter((check) => !check.ok);
for (const check of failed) console.log(`✘ ${check.check}: ${check.detail}`);
console.log(`budgets: ${checks.length - failed.length} passed, ${failed.length} failed`);
// `npm test` reads this file and counts each check as a test.
mkdirSync(path.join(root, "reports"), { recursive: true });
writeFileSync(
  path.join(root, "reports", "budgets.json"),
  `${JSON.stringify({ passed: checks.length - failed.length, failed: failed.length, checks, pages }, null, 2)}\n`,
);
process.exit(failed.length > 0 ? 1 : 0);
