// @ts-check
/**
 * Starts the production server on HOST:PORT (default 127.0.0.1:3000) for the
 * pre-rendered build in build/client, and stops it cleanly on SIGINT/SIGTERM.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createStaticServer } from "./static-server.mjs";

const root = fileURLToPath(new URL("../build/client", import.meta.url));
/** How long open connections get to finish after a stop signal. */
const SHUTDOWN_GRACE_MS = 3_000;

if (!existsSync(`${root}/index.html`)) {
  console.error(
    `No build found in ${root}. Run "npm run build" (or "npm start", which builds when needed).`,
  );
  process.exit(1);
}

const host = process.env.HOST || "127.0.0.1";
const port = Number.parseInt(process.env.PORT || "3000", 10);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number between 0 and 65535, got "${process.env.PORT}".`);
  process.exit(1);
}

/** @type {ReturnType<typeof createStaticServer>} */
let server;
try {
  server = createStaticServer({ root });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

server.on("error", (error) => {
  console.error(`Could not start the server on ${host}:${port}: ${error.message}`);
  process.exit(1);
});

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  console.log(`Serving ${root} at http://${shownHost}:${actualPort}`);
});

/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  console.log(`${signal} received, closing the server.`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Busy keep-alive clients get a moment to finish, then are cut.
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}

process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
