// @ts-check
/**
 * Result files of the test runners, summed into the one line CI reads:
 * `summary: N passed, N failed`. Every runner writes
 * reports/summary-<name>.json as { "passed": n, "failed": n }.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** @typedef {{ passed: number, failed: number }} Counts */

/**
 * Passed and failed tests in a Vitest JSON report; a test file that fails to
 * load has no tests, so it counts as one failure.
 * @param {string} file
 * @returns {Counts}
 */
export function readVitestReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, "utf8"));
  const brokenFiles = report.testResults.filter(
    (/** @type {{ status: string, assertionResults: unknown[] }} */ result) =>
      result.status === "failed" && result.assertionResults.length === 0,
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

/**
 * Passed and failed tests in a Playwright JSON report (flaky tests passed on
 * a retry; they count as passed and the list reporter names them).
 * @param {string} file
 * @returns {Counts}
 */
export function readPlaywrightReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats, errors } = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: stats.expected + stats.flaky,
    failed:
      stats.unexpected + (stats.expected + stats.unexpected === 0 && errors.length > 0 ? 1 : 0),
  };
}

/**
 * Passed and failed checks of `npm run budgets` (reports/budgets.json).
 * @param {string} file
 * @returns {Counts}
 */
export function readBudgetsReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { passed, failed } = JSON.parse(readFileSync(file, "utf8"));
  return { passed, failed };
}

/**
 * @param {string} reportsDir
 * @param {string} name
 * @param {Counts & Record<string, unknown>} summary
 */
export function writeSummary(reportsDir, name, summary) {
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(
    path.join(reportsDir, `summary-${name}.json`),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
}

/**
 * Sum of every summary file in the folder.
 * @param {string} reportsDir
 * @returns {Counts}
 */
export function sumSummaries(reportsDir) {
  const total = { passed: 0, failed: 0 };
  if (!existsSync(reportsDir)) return total;
  for (const name of readdirSync(reportsDir).filter((n) => /^summary-.+\.json$/.test(n))) {
    const counts = JSON.parse(readFileSync(path.join(reportsDir, name), "utf8"));
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  return total;
}
