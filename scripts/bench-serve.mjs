// @ts-check
/**
 * `npm run bench:serve`: the `npm start` server (`node server/main.mjs`, as
 * its own process) and nginx with the repository's config (scripts/lib/
 * nginx.mjs), both on loopback over the same build, under autocannon's load
 * (LOAD-1 … LOAD-4 in ../shared/notes/serving-security.md, section 9).
 *
 *   - `/` and the hashed entry.client-*.js asset, at 64 and 256 connections,
 *     for each server: requests/s, p50/p99 latency, errors, timeouts,
 *     non-2xx, and the server's resident memory before and after (nginx:
 *     master + workers);
 *   - three back-to-back runs of Node at 64 connections on `/`, for memory;
 *   - during Node's 256-connection run on `/`, a side client checks that
 *     `GET /nao-existe` still gets 404 and `Range: bytes=100-50` 200 or 416.
 *
 * Targets (PASS/FAIL, exit 1 on a FAIL): 0 errors and 0 non-2xx at 256
 * connections for both servers; Node ≥ 2,500 req/s at 64 connections on `/`;
 * Node's RSS after the third run ≤ 1.2× after the first and < 200 MB; the
 * side client's answers. nginx's 15,000 req/s (LOAD-2) and Node's p99 are
 * printed, not enforced: autocannon shares the machine's cores with the
 * servers, so those figures depend on what else runs.
 *
 * Options: --duration=N seconds per run (default 10; 11 runs in all).
 * Prints a Markdown table and writes reports/bench-serve.json. Needs a build.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort, startNginx } from "./lib/nginx.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const clientDir = path.join(root, "build", "client");
const reportFile = path.join(root, "reports", "bench-serve.json");

const CONNECTIONS = [64, 256];
const STABILITY_RUNS = 3;
const TARGETS = {
  nodeRequestsPerSecond: 2_500,
  nginxRequestsPerSecond: 15_000,
  nodeP99Ms: 250,
  rssGrowth: 1.2,
  rssMaxMb: 200,
};
const SIDE_REQUEST_EVERY_MS = 1_000;
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;
const SIDE_REQUEST_TIMEOUT_MS = 10_000;

const { values } = parseArgs({ options: { duration: { type: "string", default: "10" } } });
const duration = Number(values.duration);
if (!Number.isInteger(duration) || duration < 1 || duration > 60) {
  console.error(
    `--duration must be a whole number of seconds from 1 to 60, got "${values.duration}".`,
  );
  process.exit(2);
}
if (
  !existsSync(path.join(clientDir, "index.html")) ||
  !existsSync(path.join(root, "build", "headers.json"))
) {
  console.error('No build in build/client: run "npm run build" first.');
  process.exit(1);
}
const asset = readdirSync(path.join(clientDir, "assets")).find((name) =>
  /^entry\.client-.+\.js$/.test(name),
);
if (!asset) {
  console.error("No build/client/assets/entry.client-*.js in the build.");
  process.exit(1);
}
const PATHS = ["/", `/assets/${asset}`];

/**
 * @typedef {object} Run
 * @property {"node" | "nginx"} server
 * @property {string} path
 * @property {number} connections
 * @property {string} [note]
 * @property {number} requestsPerSecond mean of autocannon's per-second samples
 * @property {number} requests completed requests
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} maxMs
 * @property {number} errors socket errors and timeouts
 * @property {number} timeouts
 * @property {number} non2xx
 * @property {number} rssBeforeMb
 * @property {number} rssAfterMb
 * @property {number} serverCpuSeconds CPU time the server used during the run
 * @property {number} requestsPerCpuSecond completed requests per server CPU second
 * @property {number} clientCpuSeconds CPU time autocannon (this process) used: close to
 *   the run's duration means the load generator, not the server, was the limit
 */

/** @param {number} pid @returns {number[]} the pid and its children's */
function processTree(pid) {
  const children = spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
  return [pid, ...children.stdout.split(/\s+/).filter(Boolean).map(Number)];
}

/**
 * CPU seconds (user + system) a process and its children have used so far,
 * from /proc: with autocannon on the same cores, requests per server CPU
 * second says more about the server than requests per wall-clock second.
 */
function cpuSeconds(/** @type {number} */ pid) {
  let ticks = 0;
  for (const id of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, "utf8");
      // Fields after the command name (which may hold spaces): utime is the 14th, stime the 15th.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process has just exited.
    }
  }
  return ticks / CLOCK_TICKS;
}

/** Resident memory of a process and its children (nginx's workers), in MB. */
function rssMb(/** @type {number} */ pid) {
  const listed = spawnSync("ps", ["-o", "rss=", "-p", processTree(pid).join(",")], {
    encoding: "utf8",
  });
  const kb = listed.stdout
    .split(/\s+/)
    .filter(Boolean)
    .reduce((sum, value) => sum + Number(value), 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** @param {string} url @param {number} connections @returns {Promise<import("autocannon").Result>} */
function load(url, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * @param {{ server: "node" | "nginx", origin: string, pid: number, path: string,
 *   connections: number, note?: string, during?: (stopAt: number) => Promise<unknown> }} options
 * @returns {Promise<Run>}
 */
async function measure({ server, origin, pid, path: pathname, connections, note, during }) {
  const rssBeforeMb = rssMb(pid);
  const cpuBefore = cpuSeconds(pid);
  const clientBefore = process.cpuUsage();
  const label = `${server} ${pathname} ×${connections}${note ? ` (${note})` : ""}`;
  process.stdout.write(`  ${label}: ${duration} s… `);
  const [result] = await Promise.all([
    load(`${origin}${pathname}`, connections),
    during?.(Date.now() + duration * 1000 - SIDE_REQUEST_EVERY_MS / 2),
  ]);
  const serverCpuSeconds = Math.round((cpuSeconds(pid) - cpuBefore) * 100) / 100;
  const clientUsage = process.cpuUsage(clientBefore);
  const clientCpuSeconds = Math.round((clientUsage.user + clientUsage.system) / 10_000) / 100;
  const run = {
    server,
    path: pathname,
    connections,
    ...(note ? { note } : {}),
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rssBeforeMb,
    rssAfterMb: rssMb(pid),
    serverCpuSeconds,
    clientCpuSeconds,
    requestsPerCpuSecond:
      serverCpuSeconds > 0 ? Math.round(result.requests.total / serverCpuSeconds) : 0,
  };
  console.log(
    `${run.requestsPerSecond} req/s, p99 ${run.p99Ms} ms, ${run.errors} errors, ${run.non2xx} non-2xx`,
  );
  // Let the closed connections drain before the next run.
  await sleep(1_000);
  return run;
}

/** Starts `node server/main.mjs` on a free loopback port and reads the address it prints. */
function startNodeServer() {
  const child = spawn(process.execPath, [path.join(root, "server", "main.mjs")], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  let output = "";
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`node server/main.mjs printed no address within 10 s:\n${output}`));
    }, 10_000);
    /** @param {Buffer} chunk */
    const collect = (chunk) => {
      output += chunk.toString();
      const match = /^Serving .* at (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.removeListener("data", collect);
      resolve({
        origin: /** @type {string} */ (match[1]),
        pid: /** @type {number} */ (child.pid),
        isRunning: () => child.exitCode === null && child.signalCode === null,
        output: () => output,
        stop,
      });
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", (chunk) => (output += chunk.toString()));
  });
}

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<number | string>} the status, or the error
 */
function sideRequest(url, headers = {}) {
  return new Promise((resolve) => {
    const request = http.get(
      url,
      { headers, agent: false, timeout: SIDE_REQUEST_TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", (error) => resolve(error.message));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", (error) => resolve(error.message));
  });
}

/**
 * LOAD-4: while the load runs, a 404 and a hostile Range keep their answers.
 * @param {string} origin
 * @param {{ sent: number, failures: string[] }} tally
 */
function sideClient(origin, tally) {
  return async (/** @type {number} */ stopAt) => {
    await sleep(SIDE_REQUEST_EVERY_MS / 2);
    do {
      const [missing, range] = await Promise.all([
        sideRequest(`${origin}/nao-existe`),
        sideRequest(`${origin}/`, { range: "bytes=100-50" }),
      ]);
      tally.sent += 2;
      if (missing !== 404) tally.failures.push(`GET /nao-existe → ${missing}`);
      if (range !== 200 && range !== 416) tally.failures.push(`Range: bytes=100-50 → ${range}`);
      await sleep(SIDE_REQUEST_EVERY_MS);
    } while (Date.now() < stopAt);
  };
}

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const nginxVersion = spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr.trim();
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? "unknown",
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  loadAverageAtStart: os.loadavg().map((value) => Math.round(value * 100) / 100),
  /** Filled in at the end. */
  loadAverageAtEnd: /** @type {number[]} */ ([]),
  node: process.version,
  nginx: nginxVersion.replace(/^nginx version: /, ""),
};
console.log(
  `bench:serve, ${duration} s per run. autocannon (one thread) and the servers share the same ` +
    `${machine.cpus} cores (${machine.cpuModel}); load average at start ${machine.loadAverageAtStart.join(" ")}.`,
);

/** @type {Run[]} */
const runs = [];
/** @type {Run[]} */
const stability = [];
const sideTally = { sent: 0, failures: /** @type {string[]} */ ([]) };
let nodeSurvived = false;

const node =
  /** @type {{ origin: string, pid: number, isRunning: () => boolean, output: () => string, stop: () => Promise<void> }} */ (
    await startNodeServer()
  );
try {
  console.log(`Node (pid ${node.pid}) at ${node.origin}, RSS ${rssMb(node.pid)} MB`);
  for (let run = 1; run <= STABILITY_RUNS; run += 1) {
    stability.push(
      await measure({
        server: "node",
        ...node,
        path: "/",
        connections: 64,
        note: `memory run ${run}`,
      }),
    );
  }
  for (const pathname of PATHS) {
    for (const connections of CONNECTIONS) {
      const checkSide = pathname === "/" && connections === 256;
      runs.push(
        await measure({
          server: "node",
          ...node,
          path: pathname,
          connections,
          ...(checkSide ? { note: "side client", during: sideClient(node.origin, sideTally) } : {}),
        }),
      );
    }
  }
  nodeSurvived = node.isRunning() && (await sideRequest(`${node.origin}/`)) === 200;
} finally {
  await node.stop();
}

const nginx = await startNginx({ repoRoot: root, port: /** @type {number} */ (await freePort()) });
try {
  console.log(`nginx (master pid ${nginx.pid}) at ${nginx.origin}, RSS ${rssMb(nginx.pid)} MB`);
  for (const pathname of PATHS) {
    for (const connections of CONNECTIONS) {
      runs.push(await measure({ server: "nginx", ...nginx, path: pathname, connections }));
    }
  }
} finally {
  await nginx.stop();
}

const find = (
  /** @type {string} */ server,
  /** @type {string} */ pathname,
  /** @type {number} */ connections,
) =>
  /** @type {Run} */ (
    runs.find(
      (run) => run.server === server && run.path === pathname && run.connections === connections,
    )
  );
const heavy = runs.filter((run) => run.connections === 256);
const nodeHome = find("node", "/", 64);
const nginxHome = find("nginx", "/", 64);
const firstRss = /** @type {Run} */ (stability[0]).rssAfterMb;
const lastRss = /** @type {Run} */ (stability.at(-1)).rssAfterMb;

/** @type {{ id: string, target: string, actual: string, pass: boolean, enforced: boolean }[]} */
const checks = [
  {
    id: "LOAD-1/4",
    target: "0 errors, 0 timeouts and 0 non-2xx at 256 connections, both servers, both paths",
    actual: heavy
      .map(
        (run) =>
          `${run.server} ${run.path === "/" ? "/" : "asset"}: ${run.errors}/${run.timeouts}/${run.non2xx}`,
      )
      .join("; "),
    pass: heavy.every((run) => run.errors === 0 && run.timeouts === 0 && run.non2xx === 0),
    enforced: true,
  },
  {
    id: "LOAD-1",
    target: `Node ≥ ${TARGETS.nodeRequestsPerSecond} req/s at 64 connections on /`,
    actual: `${nodeHome.requestsPerSecond} req/s`,
    pass: nodeHome.requestsPerSecond >= TARGETS.nodeRequestsPerSecond,
    enforced: true,
  },
  {
    id: "LOAD-3",
    target: `Node RSS after run ${STABILITY_RUNS} ≤ ${TARGETS.rssGrowth}× after run 1, and < ${TARGETS.rssMaxMb} MB`,
    actual: `${stability.map((run) => run.rssAfterMb).join(" → ")} MB`,
    pass: lastRss <= firstRss * TARGETS.rssGrowth && lastRss < TARGETS.rssMaxMb,
    enforced: true,
  },
  {
    id: "LOAD-4",
    target: "under load: GET /nao-existe → 404, Range: bytes=100-50 → 200/416, same Node process",
    actual: `${sideTally.sent} side requests, ${sideTally.failures.length} wrong${sideTally.failures.length ? `: ${sideTally.failures.slice(0, 3).join("; ")}` : ""}; process ${nodeSurvived ? "alive" : "GONE"}`,
    pass: sideTally.sent > 0 && sideTally.failures.length === 0 && nodeSurvived,
    enforced: true,
  },
  {
    id: "LOAD-1 (p99)",
    target: `Node p99 ≤ ${TARGETS.nodeP99Ms} ms at 64 connections on /`,
    actual: `${nodeHome.p99Ms} ms`,
    pass: nodeHome.p99Ms <= TARGETS.nodeP99Ms,
    enforced: false,
  },
  {
    id: "LOAD-2",
    target: `nginx ≥ ${TARGETS.nginxRequestsPerSecond} req/s at 64 connections on /`,
    actual: `${nginxHome.requestsPerSecond} req/s`,
    pass: nginxHome.requestsPerSecond >= TARGETS.nginxRequestsPerSecond,
    enforced: false,
  },
];

const shortPath = (/** @type {string} */ pathname) =>
  pathname === "/" ? "/" : "/assets/entry.client-….js";
const lines = [
  "",
  "| server | path | connections | req/s | p50 (ms) | p99 (ms) | max (ms) | errors | timeouts | non-2xx | RSS before → after (MB) | server CPU s | autocannon CPU s | requests per server CPU s |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|",
  ...[...stability, ...runs].map(
    (run) =>
      `| ${run.server} | ${shortPath(run.path)}${run.note ? ` (${run.note})` : ""} | ${run.connections} | ${run.requestsPerSecond.toLocaleString("en-US")} | ${run.p50Ms} | ${run.p99Ms} | ${run.maxMs} | ${run.errors} | ${run.timeouts} | ${run.non2xx} | ${run.rssBeforeMb} → ${run.rssAfterMb} | ${run.serverCpuSeconds} | ${run.clientCpuSeconds} | ${run.requestsPerCpuSecond.toLocaleString("en-US")} |`,
  ),
  "",
  ...checks.map(
    (check) =>
      `${check.pass ? "PASS" : check.enforced ? "FAIL" : "MISS"}  ${check.id}: ${check.target} — ${check.actual}${check.enforced ? "" : " (reported, not enforced)"}`,
  ),
  "",
  `autocannon and both servers share the same ${machine.cpus} cores (load average now ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")}): absolute figures are pessimistic,`,
  "and a run whose autocannon CPU time is close to its duration measured the load generator.",
];
console.log(lines.join("\n"));

machine.loadAverageAtEnd = os.loadavg().map((value) => Math.round(value * 100) / 100);
mkdirSync(path.dirname(reportFile), { recursive: true });
writeFileSync(
  reportFile,
  `${JSON.stringify({ date: new Date().toISOString(), durationSeconds: duration, machine, runs, stability, sideClient: sideTally, checks }, null, 2)}\n`,
);
console.log(`Wrote ${path.relative(root, reportFile)}`);
process.exit(checks.every((check) => check.pass || !check.enforced) ? 0 : 1);
