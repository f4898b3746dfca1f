// @ts-check
/**
 * A stand-in for the hosts outside the site that pages load pictures from
 * (the company's own site, for the region picture on /regioes-atendidas).
 * The audit runs with no internet: without a stand-in the picture fails to
 * load, Chromium logs the failure, and Lighthouse's best-practices score
 * drops for a reason that has nothing to do with the site. The end-to-end
 * tests stand in for the same host the same way (tests/e2e/support/fixtures.ts).
 *
 * Chromium is pointed at it with --host-resolver-rules, over HTTPS with a
 * throwaway self-signed certificate (made with openssl) that
 * --ignore-certificate-errors lets through.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeSelfSignedCertificate } from "./self-signed-certificate.mjs";

/** What the stand-in answers for every picture: a plain brand-green panel. */
export const STAND_IN_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="100%" height="100%" fill="#d8f3e1"/></svg>';

/**
 * The hosts outside the site that a page loads pictures from: the host of
 * every absolute http(s) URL in an <img src> or srcset. The site's own
 * pictures have relative URLs.
 * @param {string} html
 * @returns {string[]}
 */
export function findExternalImageHosts(html) {
  const hosts = new Set();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    for (const [, value] of tag.matchAll(/\s(?:src|srcset)="([^"]*)"/gi)) {
      for (const match of (value ?? "").matchAll(/https?:\/\/[^\s",]+/g)) {
        hosts.add(new URL(match[0]).host);
      }
    }
  }
  return [...hosts].sort();
}

/**
 * Chromium's flags that send requests for `hosts` to `port` on loopback.
 * @param {readonly string[]} hosts host names, with a port or not
 * @param {number} port
 */
export function hostResolverFlags(hosts, port) {
  const rules = hosts.map((host) => `MAP ${host.replace(/:\d+$/, "")} 127.0.0.1:${port}`);
  return [`--host-resolver-rules=${rules.join(", ")}`, "--ignore-certificate-errors"];
}

/**
 * Starts the HTTPS stand-in on an ephemeral loopback port.
 * @param {readonly string[]} hosts
 * @returns {Promise<{ chromeFlags: string[], stop: () => Promise<void> }>}
 */
export async function startImageHostStandIn(hosts) {
  const dir = mkdtempSync(path.join(tmpdir(), "image-host-"));
  try {
    const names = hosts.map((host) => host.replace(/:\d+$/, ""));
    const { cert, key } = makeSelfSignedCertificate(dir, {
      commonName: "image-host-stand-in",
      altNames: names.map((name) => `DNS:${name}`),
    });
    const server = https.createServer(
      {
        key: readFileSync(key),
        cert: readFileSync(cert),
      },
      (_request, response) => {
        response.writeHead(200, {
          "Content-Type": "image/svg+xml",
          "Cache-Control": "public, max-age=3600",
        });
        response.end(STAND_IN_IMAGE);
      },
    );
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve(undefined));
    });
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    return {
      chromeFlags: hostResolverFlags(hosts, port),
      stop: () =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
