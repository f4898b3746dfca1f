/**
 * What only the `npm start` server does; what every server of the site must
 * do is in serving.test.ts, which runs against this server and nginx.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { request } from "../tests/support/http-client";
import { clientDir, useServingTarget } from "../tests/support/serving-target";
import { createRequestHandler, decodeRequestPath } from "./static-server.mjs";

const target = useServingTarget();

describe("the npm start server", () => {
  test("sends the 404 page brotli-compressed to clients that accept it", async () => {
    const response = await request(`${target.origin}/nao-existe`, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.status).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.body).toString()).toBe(
      readFileSync(path.join(clientDir, "404.html"), "utf8"),
    );
  });

  test("refuses to start without the build's headers.json, saying how to make it", () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), "site-")), "client");
    expect(() => createRequestHandler({ root })).toThrow(/headers\.json is missing.*npm run build/);
  });

  test("a broken headers.json stops the start with its parse error", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-"));
    writeFileSync(path.join(dir, "headers.json"), "{");
    expect(() => createRequestHandler({ root: path.join(dir, "client") })).toThrow(SyntaxError);
  });
});

describe("decodeRequestPath", () => {
  test("decodes percent-escapes, accents included", () => {
    expect(decodeRequestPath("/conhe%C3%A7a?x=1")).toBe("/conheça");
  });

  test("keeps only the path of an absolute-form target", () => {
    expect(decodeRequestPath("http://example.test/faq?x=1")).toBe("/faq");
  });

  test.each(["*", "faq", "/%", "/%zz", "/a%00b", "/..%2fetc", "/a/../b"])("rejects %s", (value) => {
    expect(decodeRequestPath(value)).toBeNull();
  });
});
