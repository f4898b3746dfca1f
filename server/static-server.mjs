// @ts-check
/**
 * The production server behind `npm start`: node:http serving the
 * pre-rendered build with sirv, wrapped to fix what sirv 3.0.2 gets wrong
 * (../shared/notes/serving-security.md, section 3): it crashes on some Range
 * headers, answers any method, and sends an empty 404.
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";
import {
  cacheControlFor,
  NOINDEX_HEADER,
  pagePathOf,
  readServingHeaders,
  REVALIDATE_CACHE,
} from "./security-headers.mjs";

const ALLOWED_METHODS = "GET, HEAD";
/** nginx's default: a longer request line gets 414 there, so here too. */
const MAX_URL_LENGTH = 8192;
/** Only the simple single-range form sirv handles correctly. */
const SAFE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;
/**
 * Paths that exist in the build (or would resolve to a file of it) but must
 * never answer 200: the 404 page itself and the CDN headers file.
 */
const HIDDEN_PATHS = new Set(["/404", "/404/", "/404.html", "/__spa-fallback.html", "/_headers"]);

/**
 * @typedef {{ body: Buffer, br?: Buffer, gzip?: Buffer }} NotFoundPage
 */

/**
 * Reads 404.html (and its precompressed copies) once at startup.
 * @param {string} root
 * @returns {NotFoundPage}
 */
function loadNotFoundPage(root) {
  const file = path.join(root, "404.html");
  /** @param {string} name */
  const read = (name) => (existsSync(name) ? readFileSync(name) : undefined);
  return {
    body: read(file) ?? Buffer.from("<!doctype html><title>404</title><h1>404</h1>"),
    br: read(`${file}.br`),
    gzip: read(`${file}.gz`),
  };
}

/**
 * Sends a short plain-text error (400, 405, 414…).
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
function sendError(res, status, headers = {}) {
  const body = `${status} ${http.STATUS_CODES[status] ?? ""}\n`;
  res.writeHead(status, {
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": REVALIDATE_CACHE,
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}

/**
 * The decoded pathname of a request target, or null when it is malformed:
 * bad percent-escapes or UTF-8, a NUL byte, a ".." segment in any encoding,
 * or a target that is not a path. Absolute-form targets ("http://host/x")
 * are legal HTTP; only their path counts.
 * @param {string} target
 * @returns {string | null}
 */
export function decodeRequestPath(target) {
  const origin = /^https?:\/\/[^/?#]*/i.exec(target);
  const rawPath =
    (origin ? target.slice(origin[0].length) || "/" : target).split(/[?#]/, 1)[0] ?? "";
  if (!rawPath.startsWith("/")) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  if (decoded.split("/").includes("..")) return null;
  return decoded;
}

/**
 * Drops a Range header sirv would mishandle (inverted, huge or suffix ranges
 * crash it or get the wrong bytes); the client then gets the whole file,
 * which RFC 9110 allows.
 * @param {http.IncomingMessage} req
 */
function sanitizeRange(req) {
  const range = req.headers.range;
  if (range === undefined) return;
  const match = SAFE_RANGE.exec(range);
  const isValid = match !== null && (match[2] === "" || Number(match[2]) >= Number(match[1]));
  if (!isValid) delete req.headers.range;
}

/**
 * @param {{ root: string, serving?: import("./security-headers.mjs").ServingHeaders }} options
 *   `serving` defaults to the build's headers.json, next to `root`.
 * @returns {http.RequestListener}
 */
export function createRequestHandler({ root, serving = readServingHeaders(root) }) {
  const notFound = loadNotFoundPage(root);
  const securityHeaders = Object.entries(serving.headers);
  const noindexPages = new Set(serving.noindexPaths);

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function sendNotFound(req, res) {
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const [body, encoding] =
      notFound.br && /\bbr\b/.test(accepts)
        ? [notFound.br, "br"]
        : notFound.gzip && /\bgzip\b/.test(accepts)
          ? [notFound.gzip, "gzip"]
          : [notFound.body, undefined];
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", body.length);
    res.setHeader("Cache-Control", REVALIDATE_CACHE);
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    onNoMatch: sendNotFound,
  });

  return function handleRequest(req, res) {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);

    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendError(res, 405, { Allow: ALLOWED_METHODS });
    }
    const target = req.url ?? "";
    if (target.length > MAX_URL_LENGTH) return sendError(res, 414);
    const pathname = decodeRequestPath(target);
    if (pathname === null) return sendError(res, 400);

    res.setHeader("Cache-Control", cacheControlFor(pathname));
    if (HIDDEN_PATHS.has(pathname)) return sendNotFound(req, res);
    if (noindexPages.has(pagePathOf(pathname))) {
      for (const [name, value] of Object.entries(NOINDEX_HEADER)) res.setHeader(name, value);
    }
    sanitizeRange(req);
    try {
      // No `next` argument: sirv then calls onNoMatch for unknown paths.
      serveFile(req, res);
    } catch (error) {
      // A last line of defence: one bad request must never stop the process.
      console.error("request failed:", error instanceof Error ? error.message : error);
      if (!res.headersSent) sendError(res, 500);
      else res.destroy();
    }
  };
}

/**
 * An http.Server for the build folder, with timeouts that drop slow or idle
 * clients quickly (a header-dribbling client gets 408 within ~12 s).
 * @param {{ root: string, serving?: import("./security-headers.mjs").ServingHeaders }} options
 */
export function createStaticServer(options) {
  const server = http.createServer(
    {
      connectionsCheckingInterval: 2_000,
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
    },
    createRequestHandler(options),
  );
  server.on("clientError", (error, socket) => {
    if (!socket.writable) return socket.destroy();
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    const status =
      code === "HPE_HEADER_OVERFLOW" ? 431 : code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });
  return server;
}
