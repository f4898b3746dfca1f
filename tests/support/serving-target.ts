import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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
  /**
   * The server's process: the nginx master (SERVER_PID) or the spawned
   * `node server/main.mjs`; undefined when the server runs in this process.
   */
  readonly pid: number | undefined;
  /** False once the server process has exited (always true in-process). */
  isRunning(): boolean;
  /**
   * The server's pid and its children's (nginx's workers), sorted: a crash,
   * even of a worker nginx respawns, changes the list. Empty in-process.
   */
  processIds(): number[];
  /**
   * What the server has logged so far: the Node child's stdout and stderr, or
   * nginx's access log (SERVER_ACCESS_LOG) and the error log next to it.
   * Empty for an in-process server.
   */
  logs(): string;
}

export interface ServingTargetOptions {
  /**
   * Run the Node server as a real child process (`node server/main.mjs` on
   * 127.0.0.1 and a free port) instead of in this process, so that a crash
   * is observable (a changed or missing pid) and its output can be read.
   * No effect when SERVER_URL points at another server.
   */
  childProcess?: boolean;
}

const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

/**
 * The server a serving test file checks. By default the `npm start` server,
 * started in this process on an ephemeral loopback port (or as a child
 * process with `{ childProcess: true }`); with
 * `SERVER_URL=http://127.0.0.1:PORT SERVER_KIND=nginx` an already running
 * server (`npm run test:nginx` starts nginx with the repository's config and
 * runs the same files against it, with SERVER_PID and SERVER_ACCESS_LOG).
 * Registers its own beforeAll/afterAll.
 */
export function useServingTarget({
  childProcess = false,
}: ServingTargetOptions = {}): ServingTarget {
  const url = process.env.SERVER_URL;
  const kind: ServerKind = process.env.SERVER_KIND === "nginx" || url ? "nginx" : "node";
  const state: { origin: string; port: number; child?: ChildProcess; output: string } = {
    origin: "",
    port: 0,
    output: "",
  };
  const server = url || childProcess ? undefined : createStaticServer({ root: clientDir });
  const externalPid = url && process.env.SERVER_PID ? Number(process.env.SERVER_PID) : undefined;

  beforeAll(async () => {
    if (url) {
      const parsed = new URL(url);
      state.origin = parsed.origin;
      state.port = Number(parsed.port);
      return;
    }
    if (childProcess) {
      const started = await startServerChild((chunk) => (state.output += chunk));
      state.child = started.child;
      state.port = started.port;
    } else {
      await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
      state.port = (server!.address() as AddressInfo).port;
    }
    state.origin = `http://127.0.0.1:${state.port}`;
  }, START_TIMEOUT_MS + 1_000);

  afterAll(async () => {
    if (state.child) await stopChild(state.child);
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }, STOP_TIMEOUT_MS + 1_000);

  return {
    kind,
    get origin() {
      return state.origin;
    },
    get port() {
      return state.port;
    },
    get pid() {
      return state.child?.pid ?? externalPid;
    },
    isRunning() {
      const { child } = state;
      if (child && (child.exitCode !== null || child.signalCode !== null)) return false;
      const pid = child?.pid ?? externalPid;
      if (pid === undefined) return server ? server.listening : true;
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    },
    processIds() {
      const pid = state.child?.pid ?? externalPid;
      return pid === undefined ? [] : [pid, ...childrenOf(pid)];
    },
    logs() {
      if (!url) return state.output;
      const accessLog = process.env.SERVER_ACCESS_LOG;
      if (!accessLog) return "";
      const errorLog = path.join(path.dirname(accessLog), "error.log");
      return [accessLog, errorLog]
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file, "utf8"))
        .join("\n");
    },
  };
}

/** The pids whose parent is `pid`, sorted (`ps` exits with 1 when there are none). */
function childrenOf(pid: number): number[] {
  const listed = spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
  return listed.stdout
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * Spawns `node server/main.mjs` on 127.0.0.1 and a port the OS picks, and
 * resolves once it prints "Serving … at http://127.0.0.1:PORT".
 */
function startServerChild(onOutput: (chunk: string) => void) {
  const child = spawn(process.execPath, [path.resolve("server/main.mjs")], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let started = false;
  return new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    const fail = (message: string) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`node server/main.mjs ${message}:\n${output}`));
    };
    const timer = setTimeout(() => fail("printed no address within 10 s"), START_TIMEOUT_MS);
    const onExit = (code: number | null) => fail(`exited with ${code}`);
    child.once("exit", onExit);
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      onOutput(text);
      const match = /^Serving .* at http:\/\/127\.0\.0\.1:(\d+)$/m.exec(output);
      if (started || !match) return;
      started = true;
      clearTimeout(timer);
      child.removeListener("exit", onExit);
      resolve({ child, port: Number(match[1]) });
    };
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
  });
}

/** SIGTERM (main.mjs exits within its 3 s grace), then SIGKILL. */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS - 1_000);
  await exited;
  clearTimeout(timer);
}
