// @ts-check
/**
 * Prints the last line of a CI run, "summary: N passed, N failed", from the
 * summary files the stages wrote; exits 1 when anything failed.
 */
import { sumSummaries } from "./lib/reports.mjs";

const { passed, failed } = sumSummaries(process.argv[2] ?? "reports");
console.log(`summary: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
