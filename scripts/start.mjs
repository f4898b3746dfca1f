// @ts-check
/**
 * `npm start`: installs dependencies and builds when needed, then serves the
 * production build (HOST and PORT honoured, default 127.0.0.1:3000).
 */
import { fileURLToPath } from "node:url";
import { ensureDependencies, runOrExit } from "./lib/bootstrap.mjs";
import { findBuildStaleness } from "./lib/build-stamp.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

ensureDependencies(root);
const staleness = findBuildStaleness(root);
if (staleness) {
  console.log(`Building the site (${staleness})…`);
  runOrExit("npm", ["run", "build"], { cwd: root });
}
await import("../server/main.mjs");
