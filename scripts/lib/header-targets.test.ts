import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { readServingHeaders } from "../../server/security-headers.mjs";
import {
  CDN_MAX_LINE,
  CDN_MAX_RULES,
  checkCdnHeaders,
  parseCdnHeaders,
  renderCdnHeaders,
  renderNginxNoindexLocations,
  renderNginxSecurityHeaders,
} from "./header-targets.mjs";

const headers = {
  "Content-Security-Policy": "default-src 'none'",
  "X-Content-Type-Options": "nosniff",
};

describe("_headers for Netlify and Cloudflare Pages", () => {
  test("one rule for every path, one for assets, one per noindex page form", () => {
    const rules = parseCdnHeaders(renderCdnHeaders(headers, ["/termo-de-locacao"]));
    expect(rules.map((rule) => rule.pattern)).toEqual([
      "/*",
      "/assets/*",
      "/termo-de-locacao",
      "/termo-de-locacao/",
    ]);
    expect(Object.fromEntries(rules[0]!.headers)).toMatchObject({
      ...headers,
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    });
    expect(rules[1]!.headers).toEqual([["Cache-Control", "public, max-age=31536000, immutable"]]);
    expect(rules[2]!.headers).toEqual([["X-Robots-Tag", "noindex"]]);
  });

  test("a header set by two rules that match one path is refused (hosts comma-join them)", () => {
    const text = "/*\n  Content-Security-Policy: a\n/faq\n  Content-Security-Policy: b\n";
    expect(checkCdnHeaders(text)).toEqual([
      'Content-Security-Policy is set by both "/*" and "/faq"',
    ]);
  });

  test("a policy longer than a Cloudflare line fails the build", () => {
    const long = { "Content-Security-Policy": `script-src ${"'sha256-x' ".repeat(200)}` };
    expect(() => renderCdnHeaders(long, [])).toThrow(/_headers: a line of \d+ characters/);
  });
});

describe("nginx snippets", () => {
  test("every header with `always`, HSTS from the map (empty over HTTP)", () => {
    expect(
      renderNginxSecurityHeaders(headers)
        .split("\n")
        .filter((l) => l.startsWith("add_")),
    ).toEqual([
      `add_header Content-Security-Policy "default-src 'none'" always;`,
      'add_header X-Content-Type-Options "nosniff" always;',
      "add_header Strict-Transport-Security $site_hsts always;",
    ]);
  });

  test("a value nginx would misread is refused", () => {
    expect(() => renderNginxSecurityHeaders({ "X-Test": 'a"b' })).toThrow(/cannot be written/);
    expect(() => renderNginxSecurityHeaders({ "X-Test": "$host" })).toThrow(/cannot be written/);
  });

  test("noindex pages get an exact location with and without the slash", () => {
    const text = renderNginxNoindexLocations(["/termo-de-locacao"]);
    expect(text).toContain("location = /termo-de-locacao {");
    expect(text).toContain("location = /termo-de-locacao/ {");
    expect(text).toContain('add_header X-Robots-Tag "noindex" always;');
    expect(
      text.match(/include \/srv\/site\/deploy\/nginx\/generated\/security-headers\.conf;/g),
    ).toHaveLength(2);
  });
});

// The generated files of the real build: one policy for all three targets.
const clientDir = path.resolve("build/client");
const nginxSnippet = path.resolve("deploy/nginx/generated/security-headers.conf");

describe("the build's generated files", () => {
  if (!existsSync(path.join(clientDir, "_headers"))) {
    throw new Error(`No build in ${clientDir}: run "npm run build" before these tests.`);
  }
  const serving = readServingHeaders(clientDir);
  const cdn = readFileSync(path.join(clientDir, "_headers"), "utf8");

  test("_headers parses, fits Cloudflare's limits and sets no header twice for one path", () => {
    expect(checkCdnHeaders(cdn)).toEqual([]);
    expect(parseCdnHeaders(cdn).length).toBeLessThanOrEqual(CDN_MAX_RULES);
    for (const line of cdn.split("\n")) expect(line.length).toBeLessThan(CDN_MAX_LINE);
  });

  test("the CSP is the same in headers.json, _headers and the nginx snippet", () => {
    const policy = serving.headers["Content-Security-Policy"]!;
    const fromCdn = new Map(parseCdnHeaders(cdn)[0]!.headers).get("Content-Security-Policy");
    const fromNginx = /add_header Content-Security-Policy "([^"]+)" always;/.exec(
      readFileSync(nginxSnippet, "utf8"),
    )?.[1];
    expect(fromCdn).toBe(policy);
    expect(fromNginx).toBe(policy);
  });

  test("the term page is the noindex page, and 404.html is at the top", () => {
    expect(serving.noindexPaths).toEqual(["/termo-de-locacao"]);
    expect(readFileSync(path.join(clientDir, "404.html"), "utf8")).toContain(
      "Oops! Page not found",
    );
  });
});
