// @ts-check
/**
 * Tells `npm start` and `npm test` whether the build in build/ still matches
 * the sources. Plain JavaScript with no dependencies: it runs before
 * `npm install` on a fresh clone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";

const STAMP_NAME = ".build-stamp.json";

/** Everything that changes the build output when it changes. */
const BUILD_INPUTS = [
  "app",
  "public",
  "scripts",
  "server/security-headers.mjs",
  "deploy/nginx",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

/**
 * The SITE_* variables that were set for a build (they are baked into the
 * HTML), so a build made with other company data counts as stale.
 * @param {NodeJS.ProcessEnv} env
 */
export function pickSiteEnv(env) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([key, value]) => key.startsWith("SITE_") && value)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** @param {string} buildDir */
export async function writeBuildStamp(buildDir) {
  const stamp = { builtAt: new Date().toISOString(), siteEnv: pickSiteEnv(process.env) };
  await writeFile(path.join(buildDir, STAMP_NAME), `${JSON.stringify(stamp, null, 2)}\n`);
}

/**
 * Newest modification time under a file or folder (0 when absent).
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Why the build in `<root>/build` must be redone, or null when it is current.
 * @param {string} root project root
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function findBuildStaleness(root, env = process.env) {
  const buildDir = path.join(root, "build");
  const stampFile = path.join(buildDir, STAMP_NAME);
  for (const required of [
    stampFile,
    path.join(buildDir, "client", "index.html"),
    path.join(buildDir, "client", "404.html"),
    path.join(buildDir, "headers.json"),
    path.join(root, "deploy", "nginx", "generated", "security-headers.conf"),
  ]) {
    if (!existsSync(required)) return `${path.relative(root, required)} is missing`;
  }
  const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
  if (JSON.stringify(stamp.siteEnv) !== JSON.stringify(pickSiteEnv(env))) {
    return "the SITE_* variables differ from the ones the build was made with";
  }
  const builtAt = statSync(stampFile).mtimeMs;
  const envFiles = readdirSync(root).filter((name) => name.startsWith(".env"));
  for (const input of [...BUILD_INPUTS, ...envFiles]) {
    if (newestMtime(path.join(root, input)) > builtAt)
      return `${input} changed since the last build`;
  }
  return null;
}
