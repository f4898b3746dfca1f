/**
 * What every server of the site must do with the build: the `npm start`
 * server by default, nginx with the repository's config when run by
 * `npm run test:nginx` (tests/support/serving-target.ts). Where RFC 9110
 * lets the two differ (nginx has no brotli module, sends a strong ETag), the
 * test says so.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { company } from "~/content/company";
import { pages, routedPages } from "~/content/pages";
import { buildDocumentTitle } from "~/lib/seo";
import { buildSitePolicy, hashesOf } from "../scripts/lib/csp.mjs";
import { request, type HttpResult } from "../tests/support/http-client";
import { rawGet, sendRaw, type RawResponse } from "../tests/support/raw-http";
import { clientDir, useServingTarget } from "../tests/support/serving-target";
import { readServingHeaders } from "./security-headers.mjs";

if (!existsSync(path.join(clientDir, "index.html"))) {
  throw new Error(`No build in ${clientDir}: run "npm run build" before the serving tests.`);
}

const target = useServingTarget();
const serving = readServingHeaders(clientDir);
const notFoundHtml = readFileSync(path.join(clientDir, "404.html"), "utf8");
const jsAsset = readdirSync(path.join(clientDir, "assets")).find((name) =>
  /^entry\.client-.+\.js$/.test(name),
);
const jsAssetPath = `/assets/${jsAsset}`;

function get(pathname: string, headers: Record<string, string> = {}) {
  return request(`${target.origin}${pathname}`, { headers });
}

function raw(payload: string) {
  return sendRaw(target.port, payload);
}

function expectSecurityHeaders(headers: HttpResult["headers"]) {
  for (const [name, value] of Object.entries(serving.headers)) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
  // HSTS belongs to HTTPS (nginx's TLS server, the CDNs), never plain HTTP.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

/** Each security header exactly once, read from the raw header lines. */
function expectHeadersOnce(response: RawResponse) {
  for (const name of Object.keys(serving.headers)) {
    const lines = response.headerLines.filter((line) =>
      line.toLowerCase().startsWith(`${name.toLowerCase()}:`),
    );
    expect(lines, `${name} on a ${response.status}`).toHaveLength(1);
  }
}

describe("routes", () => {
  test.each(routedPages.map((page) => [page.path, page] as const))(
    "%s answers 200 with its own pre-rendered page",
    async (pathname, page) => {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html; ?charset=utf-8$/);
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
    "/404/",
    "/404.html",
    "/_headers",
  ])("%s answers a real 404 with the pre-rendered 404 page", async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html; ?charset=utf-8$/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(response.headers);
    const html = response.body.toString();
    expect(html).toBe(notFoundHtml);
    expect(html).toContain("Oops! Page not found");
  });

  test("HEAD on an unknown path gives the 404 status and headers without a body", async () => {
    const response = await request(`${target.origin}/nao-existe`, { method: "HEAD" });
    expect(response.status).toBe(404);
    expect(Number(response.headers["content-length"])).toBeGreaterThan(0);
    expect(response.body.toString()).toBe("");
  });

  test("HEAD on a page gives 200 without a body", async () => {
    const response = await request(`${target.origin}/faq`, { method: "HEAD" });
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

  test("sitemap.xml, robots.txt and the web manifest are served with their types", async () => {
    const [sitemap, robots, manifest] = await Promise.all([
      get("/sitemap.xml"),
      get("/robots.txt"),
      get("/manifest.webmanifest"),
    ]);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/xml/);
    expect(robots.status).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(manifest.status).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
  });
});

describe("Content-Security-Policy", () => {
  test("strict: nothing unless listed, no 'unsafe-*', no framing, no base or form targets", async () => {
    const policy = String((await get("/")).headers["content-security-policy"]);
    const directives = new Map(
      policy.split(";").map((part) => {
        const [name = "", ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get("default-src")).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-/);
    for (const name of ["base-uri", "form-action", "frame-ancestors", "object-src"]) {
      expect(directives.get(name), name).toEqual(["'none'"]);
    }
    expect(directives.get("script-src")?.[0]).toBe("'self'");
    expect(directives.get("img-src")).toEqual([
      "'self'",
      "data:",
      new URL(company.imageHost).origin,
    ]);
    for (const name of ["font-src", "connect-src", "manifest-src"]) {
      expect(directives.get(name), name).toEqual(["'self'"]);
    }
  });

  test("the served hashes are exactly those of the build's inline scripts and stylesheet", async () => {
    const served = String((await get("/termo-de-locacao")).headers["content-security-policy"]);
    const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((name) =>
      name.endsWith(".html"),
    );
    const fromBuild = buildSitePolicy(
      htmlFiles.map((file) => ({ file, html: readFileSync(path.join(clientDir, file), "utf8") })),
      { imageOrigins: [new URL(company.imageHost).origin] },
    );
    expect(hashesOf(served, "script-src")).toEqual(fromBuild.scriptHashes);
    expect(hashesOf(served, "style-src")).toEqual(fromBuild.styleHashes);
    expect(fromBuild.scriptHashes.length).toBeGreaterThan(0);
  });

  test("no page changed after it was hashed", () => {
    for (const [file, digest] of Object.entries(serving.documents)) {
      const html = readFileSync(path.join(clientDir, file));
      const actual = createHashHex(html);
      expect(actual, `${file} changed after the build hashed it: rebuild`).toBe(digest);
    }
  });
});

describe("headers and caching", () => {
  test("every kind of response carries the security headers", async () => {
    const responses = await Promise.all([
      get("/"),
      get(jsAssetPath),
      get("/nao-existe"),
      request(`${target.origin}/`, { method: "POST" }),
    ]);
    for (const response of responses) expectSecurityHeaders(response.headers);
  });

  test("each security header appears once on 200, 304, 404 and 405 responses", async () => {
    const page = await get("/planos");
    const responses = await Promise.all([
      rawGet(target.port, "/planos"),
      rawGet(target.port, jsAssetPath),
      rawGet(target.port, "/planos", [`If-None-Match: ${page.headers.etag}`]),
      rawGet(target.port, "/nao-existe"),
      raw("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 304, 404, 405]);
    for (const response of responses) expectHeadersOnce(response);
  });

  test.each(["/termo-de-locacao", "/termo-de-locacao/", "/termo-de-locacao?cpf=12345678900"])(
    "%s is kept out of search engines by a header too",
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers["x-robots-tag"]).toBe("noindex");
      expectSecurityHeaders(response.headers);
    },
  );

  test("indexable pages carry no X-Robots-Tag", async () => {
    for (const page of [pages.home, pages.plans, pages.faq]) {
      expect((await get(page.path)).headers["x-robots-tag"], page.path).toBeUndefined();
    }
  });

  test("hashed assets are cached for a year, immutable", async () => {
    const response = await get(jsAssetPath);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
  });

  test("HTML is revalidated with an ETag and a matching If-None-Match gets 304", async () => {
    const first = await get("/planos");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?".+"$/);

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
  const original = readFileSync(path.join(clientDir, jsAssetPath));

  test("a compressed copy is sent when accepted, and decodes to the original bytes", async () => {
    const response = await get(jsAssetPath, { "accept-encoding": "gzip, deflate, br" });
    // Debian's nginx has no brotli module: gzip there, brotli from Node.
    const encoding = target.kind === "nginx" ? "gzip" : "br";
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    expect(response.body.length).toBeLessThan(original.length / 2);
    const decoded =
      encoding === "br" ? brotliDecompressSync(response.body) : gunzipSync(response.body);
    expect(decoded.equals(original)).toBe(true);
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
    const response = await get("/nao-existe", { "accept-encoding": "gzip" });
    expect(response.status).toBe(404);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).toString()).toBe(notFoundHtml);
  });
});

describe("methods", () => {
  test.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "%s is refused with 405 and an Allow header",
    async (method) => {
      const response = await request(`${target.origin}/`, { method });
      expect(response.status).toBe(405);
      expect(response.headers["allow"]).toBe("GET, HEAD");
    },
  );

  test("TRACE is refused", async () => {
    const response = await raw("TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(response.status).toBe(405);
  });
});

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
  ])("%s is refused (400 or 404) and leaks nothing", async (path) => {
    const response = await rawGet(target.port, path);
    expect([400, 404]).toContain(response.status);
    const body = response.body.toString("latin1");
    expect(body).not.toContain("root:");
    expect(body).not.toContain('"name": "caixas-mudanca-site"');
  });

  test.each(["/%", "/%zz", "/%E0%A4%A", "/planos%"])(
    "the malformed URL %s answers 400 or 404, never 5xx",
    async (path) => {
      const response = await rawGet(target.port, path);
      expect([400, 404]).toContain(response.status);
    },
  );

  test("a request line over 8 KB answers 414", async () => {
    const response = await rawGet(target.port, `/?q=${"a".repeat(8_300)}`);
    expect(response.status).toBe(414);
  });

  test("headers over 16 KB are refused (431, or 400 from nginx)", async () => {
    const response = await rawGet(target.port, "/", [`Cookie: a=${"b".repeat(20_000)}`]);
    expect(target.kind === "nginx" ? [400] : [431]).toContain(response.status);
  });

  test("an absolute-form target is served by its path, never proxied", async () => {
    const response = await rawGet(target.port, "http://evil.test/");
    expect([200, 404]).toContain(response.status);
    expect(response.body.toString()).not.toContain("evil.test");
  });
});

describe("Range headers", () => {
  const indexHtml = () => readFileSync(path.join(clientDir, "index.html"), "utf8");

  test("a valid range answers 206 with exactly those bytes", async () => {
    const response = await get("/", { range: "bytes=0-10" });
    expect(response.status).toBe(206);
    expect(response.body.toString()).toBe("<!DOCTYPE h");
  });

  test("a range past the end answers 416", async () => {
    const response = await get("/", { range: "bytes=999999-" });
    expect(response.status).toBe(416);
  });

  test("a suffix range gets the last bytes, or the whole page", async () => {
    const response = await get("/", { range: "bytes=-5" });
    if (response.status === 206) expect(response.body.toString()).toBe(indexHtml().slice(-5));
    else expect(response.body.toString()).toBe(indexHtml());
  });

  // sirv 3.0.2 crashes the whole process on the first two (see the notes).
  test.each(["bytes=100-50", "bytes=0-18446744073709551615", "bytes=abc", "items=0-5"])(
    "%s gets the whole page or 416, and the server keeps running",
    async (range) => {
      const response = await get("/", { range });
      expect([200, 416]).toContain(response.status);
      if (response.status === 200) expect(response.body.toString()).toBe(indexHtml());
      expect((await get("/")).status).toBe(200);
    },
  );
});

function createHashHex(bytes: Buffer) {
  return createHash("sha256").update(bytes).digest("hex");
}
