import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createStaticServer } from "../../server/static-server.mjs";

/** The build every serving test reads: `npm test` builds it first. */
export const clientDir = path.resolve("build/client");

export type ServerKind = "node" | "nginx";

export interface ServingTarget {
  /** Which server answers: the tests allow what RFC 9110 allows each. */
  readonly kind: ServerKind;
  /** e.g. "http://127.0.0.1:41234" */
  readonly origin: string;
  readonly port: number;
}

/**
 * The server a serving test file checks. By default the `npm start` server,
 * started in this process on an ephemeral loopback port; with
 * `SERVER_URL=http://127.0.0.1:PORT SERVER_KIND=nginx` an already running
 * server (`npm run test:nginx` starts nginx with the repository's config and
 * runs the same files against it). Registers its own beforeAll/afterAll.
 */
export function useServingTarget(): ServingTarget {
  const url = process.env.SERVER_URL;
  const kind: ServerKind = process.env.SERVER_KIND === "nginx" || url ? "nginx" : "node";
  const state = { origin: "", port: 0 };
  const server = url ? undefined : createStaticServer({ root: clientDir });

  beforeAll(async () => {
    if (url) {
      const parsed = new URL(url);
      state.origin = parsed.origin;
      state.port = Number(parsed.port);
      return;
    }
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    state.port = (server!.address() as AddressInfo).port;
    state.origin = `http://127.0.0.1:${state.port}`;
  });

  afterAll(async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  return {
    kind,
    get origin() {
      return state.origin;
    },
    get port() {
      return state.port;
    },
  };
}
