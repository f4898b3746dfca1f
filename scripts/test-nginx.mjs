// @ts-check
/**
 * `npm run test:nginx`: the serving tests against nginx. Starts Debian's
 * nginx on a loopback port with the repository's config (deploy/nginx/,
 * scripts/lib/nginx.mjs) pointed at the existing build, checks it with
 * `nginx -t`, runs the same test files that check the `npm start` server
 * (statuses, 404 page, headers once each, caching, compression, 304, bad
 * requests), then stops nginx by its pid. Writes reports/summary-nginx.json.
 * Needs a build: `npm test` (or `npm run build`) first.
 */
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startNginx } from "./lib/nginx.mjs";
import { readVitestReport, writeSummary } from "./lib/reports.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const reportsDir = path.join(root, "reports");
const report = path.join(reportsDir, "vitest-nginx.json");
/** The test files that take their server from SERVER_URL (tests/support/serving-target.ts). */
const SERVING_TESTS = ["server/serving.test.ts", "tests/serving/"];

if (!existsSync(path.join(root, "build", "headers.json"))) {
  console.error('No build (build/headers.json is missing): run "npm run build" first.');
  writeSummary(reportsDir, "nginx", { passed: 0, failed: 1, note: "no build" });
  process.exit(1);
}

rmSync(report, { force: true });
/** @type {import("./lib/nginx.mjs").NginxProcess | undefined} */
let nginx;
let status = 1;
let counts = { passed: 0, failed: 1 };
try {
  nginx = await startNginx({ repoRoot: root, port: /** @type {number} */ (await freePort()) });
  console.log(`nginx -t passed; nginx (pid ${nginx.pid}) serves the build at ${nginx.origin}`);
  const run = spawnSync(
    path.join(root, "node_modules", ".bin", "vitest"),
    ["run", ...SERVING_TESTS.filter((file) => existsSync(path.join(root, file)))],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        VITEST_JSON_REPORT: report,
        SERVER_URL: nginx.origin,
        SERVER_KIND: "nginx",
        SERVER_PID: String(nginx.pid),
        SERVER_ACCESS_LOG: path.join(nginx.prefix, "access.log"),
      },
    },
  );
  status = run.status ?? 1;
  const tests = readVitestReport(report);
  // `nginx -t` passing counts as one check of its own.
  counts = { passed: tests.passed + 1, failed: tests.failed };
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await nginx?.stop();
}

writeSummary(reportsDir, "nginx", counts);
console.log(`nginx: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(status === 0 && counts.failed === 0 ? 0 : 1);
