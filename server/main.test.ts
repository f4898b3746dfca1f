import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { afterEach, expect, test } from "vitest";

const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** Starts `node server/main.mjs` and resolves with the URL it prints. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/main.mjs"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const url = new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /https?:\/\/\S+/.exec(output);
      if (match) resolve(match[0]);
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, url };
}

function exitOf(child: ChildProcess) {
  return new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
}

test("honours HOST and PORT and prints the address it serves", async () => {
  const { url } = startServer({ HOST: "127.0.0.1", PORT: "0" });
  const address = await url;
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const response = await fetch(`${address}/faq`);
  expect(response.status).toBe(200);
});

test("a PORT that is not a number stops with a clear message", async () => {
  const child = spawn(process.execPath, ["server/main.mjs"], {
    env: { ...process.env, PORT: "abc" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  expect(await exitOf(child)).toBe(1);
  expect(stderr).toContain('PORT must be a number between 0 and 65535, got "abc"');
});

test("SIGTERM exits with code 0 within 5 s, even with a keep-alive client connected", async () => {
  const { child, url } = startServer({ HOST: "127.0.0.1", PORT: "0" });
  const address = await url;
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) =>
    http
      .get(`${address}/`, { agent }, (res) => res.resume().on("end", resolve))
      .on("error", reject),
  );
  const exited = exitOf(child);
  const started = Date.now();
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(5_000);
  agent.destroy();
});
