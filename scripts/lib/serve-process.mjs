// @ts-check
/**
 * Serves a build folder with the production server (server/static-server.mjs)
 * in a child process on an ephemeral loopback port, so that while Lighthouse
 * measures a page load, the server never waits behind the measuring process's
 * own work. Run as a script (`node serve-process.mjs <folder>`), it prints
 * `{"port": n}` once listening and stops on SIGTERM.
 */
import { spawn } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";

const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

/**
 * @typedef {object} ServerProcess
 * @property {string} origin e.g. "http://127.0.0.1:41234"
 * @property {number} pid
 * @property {() => Promise<void>} stop
 */

/**
 * @param {string} root the folder to serve (e.g. build/client)
 * @returns {Promise<ServerProcess>}
 */
export function startServerProcess(root) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), root], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    let output = "";
    const fail = (/** @type {string} */ message) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`Could not start the server for ${root}: ${message}`));
    };
    const timer = setTimeout(() => fail("no port within 10 s"), START_TIMEOUT_MS);
    const onEarlyExit = (/** @type {number | null} */ code) => fail(`it exited with ${code}`);
    child.once("exit", onEarlyExit);
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (/** @type {string} */ chunk) => {
      output += chunk;
      const line = output.split("\n").find((text) => text.startsWith("{"));
      if (!line) return;
      clearTimeout(timer);
      child.removeListener("exit", onEarlyExit);
      const { port } = JSON.parse(line);
      resolve({ origin: `http://127.0.0.1:${port}`, pid: /** @type {number} */ (child.pid), stop });
    });
  });
}

async function serve(/** @type {string} */ root) {
  const { createStaticServer } = await import("../../server/static-server.mjs");
  const server = createStaticServer({ root });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    process.stdout.write(`${JSON.stringify({ port })}\n`);
  });
  const shutdown = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2];
  if (!root) {
    console.error("usage: node scripts/lib/serve-process.mjs <folder>");
    process.exit(2);
  }
  await serve(root);
}
