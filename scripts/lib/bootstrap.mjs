// @ts-check
/**
 * What `npm start` and `npm test` need before they can run, on a fresh clone:
 * dependencies installed and, for tests, a Chromium to drive. Plain
 * JavaScript with no dependencies, since it runs before `npm install`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";

/** Debian's Chromium, the browser the end-to-end tests and Lighthouse drive. */
export const DEFAULT_CHROME_PATH = "/usr/bin/chromium";

/**
 * Flags for headless Chromium here: root needs --no-sandbox, and the
 * background-networking flags stop it from calling hosts it cannot reach.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--disable-quic",
  "--no-first-run",
];

/**
 * Runs a command with inherited output; exits the process when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnSyncOptions} [options]
 */
export function runOrExit(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(
      `\n"${command} ${args.join(" ")}" failed (exit code ${result.status ?? result.signal}).`,
    );
    process.exit(result.status || 1);
  }
}

/**
 * Installs the locked dependencies when node_modules is missing or older than
 * package-lock.json. Browsers are never downloaded: tests use Debian's.
 *
 * Why not `npm ci`: a lockfile written against a registry mirror without
 * other platforms' optional binaries (rollup, tailwind oxide) lacks their
 * entries, and `npm ci` refuses it as "out of sync". `npm install --no-save`
 * installs the same locked versions and leaves the lockfile untouched.
 * @param {string} root
 */
export function ensureDependencies(root) {
  const installed = path.join(root, "node_modules", ".package-lock.json");
  const lockfile = path.join(root, "package-lock.json");
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log("Installing dependencies (npm install --no-save)…");
  runOrExit("npm", ["install", "--no-save", "--no-audit", "--no-fund"], {
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  });
}

/** @param {string} command */
function hasCommand(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/**
 * The Chromium binary to use: CHROME_PATH, else Debian's. When neither exists
 * and we are root with apt-get, installs Debian's `chromium`; otherwise stops
 * with the command to run.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function ensureChromium(env = process.env) {
  if (env.CHROME_PATH) {
    if (existsSync(env.CHROME_PATH)) return env.CHROME_PATH;
    console.error(`CHROME_PATH is set to "${env.CHROME_PATH}", but no file is there.`);
    process.exit(1);
  }
  if (existsSync(DEFAULT_CHROME_PATH)) return DEFAULT_CHROME_PATH;
  if (process.getuid?.() === 0 && hasCommand("apt-get")) {
    console.log("Chromium not found: installing Debian's chromium package…");
    runOrExit("apt-get", ["update", "-qq"]);
    runOrExit("apt-get", ["install", "-y", "-qq", "chromium"], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return DEFAULT_CHROME_PATH;
  }
  console.error(
    [
      `Chromium was not found at ${DEFAULT_CHROME_PATH}, and CHROME_PATH is not set.`,
      "Install it with:  sudo apt-get install -y chromium",
      "or point CHROME_PATH at a Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
