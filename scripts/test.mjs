// @ts-check
/**
 * `npm test`: from a fresh clone, installs what is missing, finds Chromium,
 * then runs lint, typecheck, the build (when stale), unit and end-to-end
 * tests. Every step runs even when an earlier one failed, so one run shows
 * every problem; the exit code is non-zero when anything failed.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium, ensureDependencies } from "./lib/bootstrap.mjs";
import { findBuildStaleness } from "./lib/build-stamp.mjs";
import {
  readBudgetsReport,
  readPlaywrightReport,
  readVitestReport,
  writeSummary,
} from "./lib/reports.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const reportsDir = path.join(root, "reports");
const bin = (/** @type {string} */ name) => path.join(root, "node_modules", ".bin", name);

ensureDependencies(root);
process.env.CHROME_PATH = ensureChromium();

/** @type {{ name: string, ok: boolean, seconds: number, passed?: number, failed?: number }[]} */
const results = [];

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 */
function step(name, command, args) {
  console.log(`\n▶ ${name}: ${path.basename(command)} ${args.join(" ")}`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  const result = { name, ok: status === 0, seconds: (performance.now() - started) / 1000 };
  results.push(result);
  return result;
}

rmSync(path.join(reportsDir, "vitest.json"), { force: true });
rmSync(path.join(reportsDir, "playwright.json"), { force: true });
rmSync(path.join(reportsDir, "budgets.json"), { force: true });

step("lint", "npm", ["run", "--silent", "lint"]);
step("typecheck", "npm", ["run", "--silent", "typecheck"]);

const staleness = findBuildStaleness(root);
const build = staleness
  ? step(`build (${staleness})`, "npm", ["run", "--silent", "build"])
  : { ok: true };

const unit = step("unit", bin("vitest"), ["run"]);
Object.assign(unit, readVitestReport(path.join(reportsDir, "vitest.json")));

if (build.ok) {
  const budgets = step("budgets", "node", ["scripts/check-budgets.mjs"]);
  Object.assign(budgets, readBudgetsReport(path.join(reportsDir, "budgets.json")));
  const e2e = step("e2e", bin("playwright"), ["test"]);
  Object.assign(e2e, readPlaywrightReport(path.join(reportsDir, "playwright.json")));
} else {
  results.push({
    name: "e2e (skipped: the build failed)",
    ok: false,
    seconds: 0,
    passed: 0,
    failed: 1,
  });
}

// Test counts come from the runners; a failed step without tests of its own
// (lint, typecheck, build) counts as one failure.
let passed = 0;
let failed = 0;
for (const result of results) {
  if (result.passed !== undefined && result.failed !== undefined) {
    passed += result.passed;
    failed += result.failed || (result.ok ? 0 : 1);
  } else if (!result.ok) {
    failed += 1;
  }
}
writeSummary(reportsDir, "test", { passed, failed, steps: results });

console.log("\nnpm test");
for (const result of results) {
  const counts =
    result.passed === undefined ? "" : ` (${result.passed} passed, ${result.failed} failed)`;
  console.log(`  ${result.ok ? "✔" : "✘"} ${result.name}${counts}  ${result.seconds.toFixed(1)} s`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
