// @ts-check
/**
 * `npm run observatory [-- --tls]`: Mozilla's HTTP Observatory
 * (@mdn/mdn-http-observatory, the scanner behind developer.mozilla.org's
 * Observatory) against the existing build, on loopback only.
 *
 * - Always: the `npm start` server over plain HTTP. Every test whose header
 *   that server owns must pass; only `redirection` and
 *   `strict-transport-security` may fail, as they belong to whatever
 *   terminates TLS.
 * - With --tls (CI, as root: it binds 127.0.0.1:80 and :443): nginx with
 *   deploy/nginx/site.conf and a throwaway certificate, scanned over HTTPS
 *   with the port-80 redirect: grade A+, score 130, 10/10 tests.
 *
 * Prints each result and writes reports/summary-observatory.json.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startNginx } from "./lib/nginx.mjs";
import { writeSummary } from "./lib/reports.mjs";
import { makeSelfSignedCertificate } from "./lib/self-signed-certificate.mjs";
import { startServerProcess } from "./lib/serve-process.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const observatory = path.join(root, "node_modules", "@mdn", "mdn-http-observatory");
const withTls = process.argv.includes("--tls");

/** What the npm start server must get for each test it owns (notes, OBS-2). */
const NODE_EXPECTED = {
  "content-security-policy": "csp-implemented-with-no-unsafe-default-src-none",
  cookies: "cookies-not-found",
  "cross-origin-resource-sharing": "cross-origin-resource-sharing-not-implemented",
  "referrer-policy": "referrer-policy-private",
  "subresource-integrity": "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
  "x-content-type-options": "x-content-type-options-nosniff",
  "x-frame-options": "x-frame-options-implemented-via-csp",
  "cross-origin-resource-policy": "corp-implemented-with-same-origin",
};

const checks = { passed: 0, failed: 0 };
/**
 * @param {string} name
 * @param {boolean} ok
 * @param {string} detail
 */
function check(name, ok, detail) {
  checks[ok ? "passed" : "failed"]++;
  console.log(`${ok ? "PASS" : "FAIL"}  ${name}: ${detail}`);
}

/**
 * The scanner runs offline: its install script (skipped, see .npmrc) would
 * download Chromium's HSTS preload list; an empty list means "not preloaded".
 */
function prepareScanner() {
  const preload = path.join(observatory, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
}

/**
 * @param {string} host "127.0.0.1:PORT", or "127.0.0.1" for 80/443
 * @param {Record<string, string>} [env]
 */
function scan(host, env = {}) {
  const result = spawnSync(process.execPath, [path.join(observatory, "src", "scan.js"), host], {
    cwd: observatory,
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    throw new Error(`the scan printed no JSON: ${result.stdout}${result.stderr}`);
  }
  if (report.error) throw new Error(`the scan failed: ${report.error}`);
  return report;
}

/** @param {{ scan: { grade: string, score: number, testsPassed: number, testsQuantity: number } }} report */
function summary(report) {
  const { grade, score, testsPassed, testsQuantity } = report.scan;
  return `grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed`;
}

async function scanNodeServer() {
  const server = await startServerProcess(path.join(root, "build", "client"));
  try {
    const report = scan(new URL(server.origin).host);
    console.log(`\nnpm start server (${server.origin}, plain HTTP): ${summary(report)}`);
    for (const [test, expected] of Object.entries(NODE_EXPECTED)) {
      const result = report.tests[test]?.result;
      check(`node ${test}`, result === expected, String(result));
    }
  } finally {
    await server.stop();
  }
}

async function scanNginxWithTls() {
  const dir = mkdtempSync(path.join(tmpdir(), "observatory-tls-"));
  const { cert, key } = makeSelfSignedCertificate(dir, {
    commonName: "127.0.0.1",
    altNames: ["IP:127.0.0.1"],
  });
  const nginx = await startNginx({
    repoRoot: root,
    port: 443,
    redirectPort: 80,
    tls: { cert, key },
  });
  try {
    // The throwaway certificate is its own CA, trusted for this scan only.
    const report = scan("127.0.0.1", { NODE_EXTRA_CA_CERTS: cert });
    console.log(`\nnginx (https://127.0.0.1, deploy/nginx/site.conf): ${summary(report)}`);
    for (const [test, { pass, result, scoreModifier }] of Object.entries(report.tests)) {
      check(`nginx ${test}`, pass, `${result} (${scoreModifier >= 0 ? "+" : ""}${scoreModifier})`);
    }
    check("nginx grade", report.scan.grade === "A+", report.scan.grade);
    check("nginx score", report.scan.score >= 130, String(report.scan.score));
  } finally {
    await nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  prepareScanner();
  await scanNodeServer();
  if (withTls) await scanNginxWithTls();
} catch (error) {
  check("observatory run", false, error instanceof Error ? error.message : String(error));
}

writeSummary(path.join(root, "reports"), "observatory", checks);
console.log(`\nobservatory: ${checks.passed} passed, ${checks.failed} failed`);
process.exit(checks.failed > 0 || checks.passed === 0 ? 1 : 0);
