// @ts-check
/**
 * Runs Debian's nginx with the repository's site config (deploy/nginx/) on
 * loopback, for the tests, the Observatory scan and the load benchmark. The
 * config is used as written except for what only a deployment knows: the
 * listen addresses, the certificate, the log and the /srv/site prefix
 * (replaced by this checkout). nginx runs in the foreground as a child
 * process and is stopped by its pid.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { NGINX_DEPLOY_PREFIX } from "./header-targets.mjs";

const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

/** @param {string} command */
function hasCommand(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/**
 * The nginx binary: Debian's. When it is missing and we are root with
 * apt-get, installs the `nginx` package; otherwise stops with the command.
 * @returns {string}
 */
export function ensureNginx() {
  const found = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], {
    encoding: "utf8",
  })
    .stdout.trim()
    .split("\n")[0];
  if (found) return found;
  if (process.getuid?.() === 0 && hasCommand("apt-get")) {
    console.log("nginx is missing: installing Debian's nginx (apt-get install nginx)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], {
      stdio: "inherit",
      env,
    });
    if (update.status === 0 && install.status === 0) return "/usr/sbin/nginx";
  }
  throw new Error("nginx is not installed. Install it with: sudo apt-get install nginx");
}

/** A free loopback port (the OS picks it; nothing listens on it afterwards). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} NginxOptions
 * @property {string} repoRoot the checkout whose build/ and deploy/ to use
 * @property {number} port where the site is served (the TLS server of site.conf)
 * @property {number} [redirectPort] where site.conf's port-80 server listens (default: a free port)
 * @property {{ cert: string, key: string }} [tls] serve `port` over HTTPS with this certificate;
 *   without it, the site server listens in plain HTTP and its ssl_* lines are dropped
 */

/**
 * site.conf rewritten for loopback, and the nginx.conf around it.
 * @param {NginxOptions & { prefix: string, redirectPort: number }} options
 */
export function renderTestConfig({ repoRoot, prefix, port, redirectPort, tls }) {
  const deployCopy = path.join(prefix, "deploy");
  /** @param {string} text */
  const relocate = (text) =>
    text
      .replaceAll(`${NGINX_DEPLOY_PREFIX}/deploy/`, `${deployCopy}/`)
      .replaceAll(`${NGINX_DEPLOY_PREFIX}/build/`, `${path.join(repoRoot, "build")}/`)
      .replaceAll("/var/log/nginx/site.access.log", path.join(prefix, "access.log"));

  let site = relocate(readFileSync(path.join(repoRoot, "deploy/nginx/site.conf"), "utf8"));
  const replaceOnce = (/** @type {RegExp} */ pattern, /** @type {string} */ replacement) => {
    if (!pattern.test(site))
      throw new Error(`deploy/nginx/site.conf has no line matching ${pattern}`);
    site = site.replace(pattern, replacement);
  };
  replaceOnce(/^\s*listen \[::\]:80;\n/m, "");
  replaceOnce(/^\s*listen \[::\]:443 ssl http2;\n/m, "");
  replaceOnce(/listen 80;/, `listen 127.0.0.1:${redirectPort};`);
  if (tls) {
    replaceOnce(/listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`);
    replaceOnce(/ssl_certificate \S+;/, `ssl_certificate ${tls.cert};`);
    replaceOnce(/ssl_certificate_key \S+;/, `ssl_certificate_key ${tls.key};`);
  } else {
    replaceOnce(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`);
    site = site.replace(/^\s*ssl_\w+ .*;\n/gm, "");
  }

  const temp = (/** @type {string} */ name) => path.join(prefix, "tmp", name);
  const main = [
    // Debian's workers run as www-data/nobody, who may not read a checkout
    // under /root; the test server is loopback-only and short-lived.
    process.getuid?.() === 0 ? "user root;" : "",
    "worker_processes 2;",
    `pid ${path.join(prefix, "nginx.pid")};`,
    `error_log ${path.join(prefix, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  default_type application/octet-stream;",
    "  sendfile on;",
    "  tcp_nopush on;",
    "  keepalive_timeout 5s;",
    `  client_body_temp_path ${temp("body")};`,
    `  proxy_temp_path ${temp("proxy")};`,
    `  fastcgi_temp_path ${temp("fastcgi")};`,
    `  uwsgi_temp_path ${temp("uwsgi")};`,
    `  scgi_temp_path ${temp("scgi")};`,
    site,
    "}",
    "",
  ].join("\n");
  return { main, relocate };
}

/**
 * Writes the config to a temporary prefix and checks it with `nginx -t`.
 * @param {NginxOptions} options
 */
export async function prepareNginx(options) {
  const nginx = ensureNginx();
  const prefix = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  const redirectPort = options.redirectPort ?? /** @type {number} */ (await freePort());
  const { main, relocate } = renderTestConfig({ ...options, prefix, redirectPort });
  const deploySource = path.join(options.repoRoot, "deploy", "nginx");
  const deployCopy = path.join(prefix, "deploy", "nginx");
  cpSync(deploySource, deployCopy, { recursive: true });
  for (const entry of readdirSync(deployCopy, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".conf")) continue;
    const file = path.join(entry.parentPath, entry.name);
    writeFileSync(file, relocate(readFileSync(file, "utf8")));
  }
  mkdirSync(path.join(prefix, "tmp"), { recursive: true });
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(conf, main);
  const check = spawnSync(nginx, ["-t", "-q", "-p", prefix, "-c", conf], { encoding: "utf8" });
  return {
    nginx,
    prefix,
    conf,
    redirectPort,
    configTest: { ok: check.status === 0, output: `${check.stdout}${check.stderr}`.trim() },
  };
}

/**
 * @typedef {object} NginxProcess
 * @property {string} origin e.g. "http://127.0.0.1:41234" (https with `tls`)
 * @property {number} pid the master process
 * @property {string} prefix the temporary folder with the config and logs
 * @property {() => string} accessLog the access log so far
 * @property {() => Promise<void>} stop
 */

/**
 * Starts nginx in the foreground and waits until it accepts connections.
 * @param {NginxOptions} options
 * @returns {Promise<NginxProcess>}
 */
export async function startNginx(options) {
  const { nginx, prefix, conf, configTest } = await prepareNginx(options);
  if (!configTest.ok) throw new Error(`nginx -t failed:\n${configTest.output}`);
  const child = spawn(nginx, ["-p", prefix, "-c", conf, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await canConnect(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start on port ${options.port}: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `${options.tls ? "https" : "http"}://127.0.0.1:${options.port}`,
    pid: /** @type {number} */ (child.pid),
    prefix,
    accessLog: () => readFileSync(path.join(prefix, "access.log"), "utf8"),
    stop,
  };
}

/** @param {number} port */
function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
