import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { buildDocumentTitle } from "~/lib/seo";
import { request } from "../tests/support/http-client";
import { rawGet, sendRaw } from "../tests/support/raw-http";
import { securityHeaders } from "./security-headers.mjs";
import { createStaticServer, decodeRequestPath } from "./static-server.mjs";

// These tests run against the real build: `npm test` builds first.
const root = path.resolve("build/client");
if (!existsSync(path.join(root, "index.html"))) {
  throw new Error(`No build in ${root}: run "npm run build" before the server tests.`);
}

const server = createStaticServer({ root });
let origin = "";
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const notFoundHtml = readFileSync(path.join(root, "404.html"), "utf8");
const jsAsset = readdirSync(path.join(root, "assets")).find((name) =>
  /^entry\.client-.+\.js$/.test(name),
);
const jsAssetPath = `/assets/${jsAsset}`;

function get(pathname: string, headers: Record<string, string> = {}) {
  return request(`${origin}${pathname}`, { headers });
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
}

const publicPages = [pages.home, pages.plans, pages.box, pages.regions, pages.faq, pages.term];

describe("routes", () => {
  test.each(publicPages.map((page) => [page.path, page] as const))(
    "%s answers 200 with its own pre-rendered page",
    async (pathname, page) => {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html;charset=utf-8");
      const html = response.body.toString();
      expect(html).toContain(`<title>${buildDocumentTitle(page.title, company.brandName)}</title>`);
      expect(html).toContain('<html lang="pt-BR">');
    },
  );

  test("a trailing slash serves the same page", async () => {
    const [plain, slashed] = await Promise.all([get("/planos"), get("/planos/")]);
    expect(slashed.status).toBe(200);
    expect(slashed.body.toString()).toBe(plain.body.toString());
  });

  test.each([
    "/nao-existe",
    "/a/b/c",
    "/assets/nao-existe.js",
    "/planos/extra",
    "/404",
    "/404.html",
  ])("%s answers a real 404 with the pre-rendered 404 page", async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(response.headers);
    const html = response.body.toString();
    expect(html).toBe(notFoundHtml);
    expect(html).toContain("Oops! Page not found");
  });

  test("HEAD on an unknown path gives the 404 status and headers without a body", async () => {
    const response = await request(`${origin}/nao-existe`, { method: "HEAD" });
    expect(response.status).toBe(404);
    expect(Number(response.headers["content-length"])).toBeGreaterThan(0);
    expect(response.body.toString()).toBe("");
  });

  test("HEAD on a page gives 200 without a body", async () => {
    const response = await request(`${origin}/faq`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe("");
  });

  test("the query string does not change which file is served", async () => {
    const response = await get(
      "/termo-de-locacao?client=%3Cscript%3Ealert(1)%3C%2Fscript%3E&cpf=%",
    );
    expect(response.status).toBe(200);
    expect(response.body.toString()).not.toContain("alert(1)");
  });
});

describe("headers and caching", () => {
  test("every kind of response carries the security headers", async () => {
    const responses = await Promise.all([
      get("/"),
      get(jsAssetPath),
      get("/nao-existe"),
      request(`${origin}/`, { method: "POST" }),
    ]);
    for (const response of responses) expectSecurityHeaders(response.headers);
  });

  test("hashed assets are cached for a year, immutable", async () => {
    const response = await get(jsAssetPath);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toBe("text/javascript");
  });

  test("HTML is revalidated with an ETag and a matching If-None-Match gets 304", async () => {
    const first = await get("/planos");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const second = await get("/planos", { "if-none-match": etag });
    expect(second.status).toBe(304);
    expect(second.body.toString()).toBe("");
    expect(second.headers["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(second.headers);
  });

  test("a stale ETag gets the full page", async () => {
    const response = await get("/planos", { "if-none-match": 'W/"0-0"' });
    expect(response.status).toBe(200);
  });
});

describe("compression", () => {
  const original = readFileSync(path.join(root, jsAssetPath));

  test("brotli is preferred when accepted, and decodes to the original bytes", async () => {
    const response = await get(jsAssetPath, { "accept-encoding": "gzip, deflate, br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    const body = response.body;
    expect(body.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(body).equals(original)).toBe(true);
  });

  test("gzip is sent to clients that accept only gzip", async () => {
    const response = await get(jsAssetPath, { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).equals(original)).toBe(true);
  });

  test("clients that accept no encoding get the plain file", async () => {
    const response = await get(jsAssetPath);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.equals(original)).toBe(true);
  });

  test("the 404 page is compressed too", async () => {
    const response = await get("/nao-existe", { "accept-encoding": "br" });
    expect(response.status).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(response.body).toString();
    expect(html).toBe(notFoundHtml);
  });
});

describe("methods", () => {
  test.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "%s is refused with 405 and an Allow header",
    async (method) => {
      const response = await request(`${origin}/`, { method });
      expect(response.status).toBe(405);
      expect(response.headers["allow"]).toBe("GET, HEAD");
    },
  );

  test("TRACE is refused", async () => {
    const response = await rawRequest("TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(response.status).toBe(405);
  });
});

function rawRequest(payload: string) {
  return sendRaw(port, payload);
}

describe("paths that must never reach outside the build", () => {
  test.each([
    "/../../etc/passwd",
    "/assets/../../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/%252e%252e/etc/passwd",
    "/..\\..\\etc\\passwd",
    "/%c0%ae%c0%ae/etc/passwd",
    "/index.html%00.js",
    "/%00",
    "//etc/passwd",
    "/.env",
    "/.git/config",
    "/assets/",
    "/../package.json",
    "/..%2fpackage.json",
    "/..%5cpackage.json",
  ])("%s is refused (400 or 404) and leaks nothing", async (target) => {
    const response = await rawGet(port, target);
    expect([400, 404]).toContain(response.status);
    const body = response.body.toString("latin1");
    expect(body).not.toContain("root:");
    expect(body).not.toContain('"name": "caixas-mudanca-site"');
  });

  test.each(["/%", "/%zz", "/%E0%A4%A", "/planos%"])(
    "the malformed URL %s answers 400",
    async (target) => {
      const response = await rawGet(port, target);
      expect(response.status).toBe(400);
    },
  );

  test("a request line over 8 KB answers 414", async () => {
    const response = await rawGet(port, `/?q=${"a".repeat(8_300)}`);
    expect(response.status).toBe(414);
  });

  test("headers over 16 KB answer 431", async () => {
    const response = await rawGet(port, "/", [`Cookie: a=${"b".repeat(20_000)}`]);
    expect(response.status).toBe(431);
  });

  test("an absolute-form target is served by its path, never proxied", async () => {
    const response = await rawGet(port, "http://evil.test/");
    expect([200, 404]).toContain(response.status);
    expect(response.body.toString()).not.toContain("evil.test");
  });
});

describe("Range headers", () => {
  test("a valid range answers 206 with exactly those bytes", async () => {
    const response = await get("/", { range: "bytes=0-10" });
    expect(response.status).toBe(206);
    expect(response.body.toString()).toBe("<!DOCTYPE h");
  });

  test("a range past the end answers 416", async () => {
    const response = await get("/", { range: "bytes=999999-" });
    expect(response.status).toBe(416);
  });

  // sirv 3.0.2 crashes the whole process on the first two (see the notes).
  test.each([
    "bytes=100-50",
    "bytes=0-18446744073709551615",
    "bytes=-5",
    "bytes=abc",
    "bytes=0-1,5-9",
    "items=0-5",
  ])("%s gets the whole page and the server keeps running", async (range) => {
    const response = await get("/", { range });
    expect([200, 416]).toContain(response.status);
    if (response.status === 200) {
      expect(response.body.toString()).toBe(readFileSync(path.join(root, "index.html"), "utf8"));
    }
    expect((await get("/")).status).toBe(200);
  });
});

describe("decodeRequestPath", () => {
  test("decodes percent-escapes, accents included", () => {
    expect(decodeRequestPath("/conhe%C3%A7a?x=1")).toBe("/conheça");
  });

  test("keeps only the path of an absolute-form target", () => {
    expect(decodeRequestPath("http://example.test/faq?x=1")).toBe("/faq");
  });

  test.each(["*", "faq", "/%", "/%zz", "/a%00b", "/..%2fetc", "/a/../b"])(
    "rejects %s",
    (target) => {
      expect(decodeRequestPath(target)).toBeNull();
    },
  );
});
