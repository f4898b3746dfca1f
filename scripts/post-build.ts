/**
 * Steps that run once React Router has written and pre-rendered the client
 * build (called from `buildEnd` in react-router.config.ts). They turn the
 * output into a folder any static host can serve as is.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { lstat, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { Company } from "../app/content/company";
import { writeBrandAssets } from "./brand-assets";
import { writeBuildStamp } from "./lib/build-stamp.mjs";
import { buildSitePolicy } from "./lib/csp.mjs";
import { deferHydration } from "./lib/defer-hydration.mjs";
import {
  renderCdnHeaders,
  renderNginxNoindexLocations,
  renderNginxSecurityHeaders,
} from "./lib/header-targets.mjs";
import {
  pagePathOf,
  securityHeadersWith,
  type ServingHeaders,
} from "../server/security-headers.mjs";
import { buildRobotsTxt, buildSitemapXml, collectSitemapUrls } from "./lib/sitemap.mjs";

interface Logger {
  info(message: string): void;
}

/** Extensions worth precompressing: text formats a browser downloads. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** Below this size the compressed copy saves less than a TCP packet. */
const MIN_COMPRESS_BYTES = 512;

/**
 * `prerendered` is false for the SPA build (`SPA_BUILD=1`, made only by
 * `npm run audit -- --compare-spa`). Its one page is the index.html shell, so
 * there is no pre-rendered 404 to move and no page to list in a sitemap, and
 * its module preloads keep their priority: in an SPA the scripts render the
 * page, they are the critical path. The other steps (inlined CSS, icons,
 * precompression, stamp) apply as they do to the site, so the two builds
 * differ only in how pages are rendered.
 */
export async function runPostBuild({
  clientDir,
  company,
  prerendered,
  logger,
}: {
  clientDir: string;
  /** The company data the pages were rendered with (brand name, site URL). */
  company: Company;
  prerendered: boolean;
  logger: Logger;
}) {
  let sitemapSize = 0;
  if (prerendered) {
    await moveNotFoundPage(clientDir);
    await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
    // Before listing the files, so they are precompressed with the rest.
    sitemapSize = await writeSitemapAndRobots(clientDir);
  }
  const brandAssets = await writeBrandAssets({ clientDir, company });
  const files = await listFiles(clientDir);
  await assertNoSymlinks(files);
  const htmlFiles = files.filter((file) => file.endsWith(".html"));
  const cssBytes = await inlineStylesheet(clientDir, files, htmlFiles);
  if (prerendered) await deferHydrationOfPages(htmlFiles);
  // The last step that reads the pages: nothing may change them after it.
  const headers = await writeServingHeaders({ clientDir, htmlFiles, company, prerendered });
  const compressed = await precompress(await listFiles(clientDir));
  await writeBuildStamp(path.dirname(clientDir));
  logger.info(
    `post-build: ${prerendered ? `404.html written, sitemap.xml lists ${sitemapSize} pages` : "SPA shell, no 404.html"}, ` +
      `${brandAssets.length} icon, share image and manifest files drawn, ` +
      `${cssBytes} bytes of CSS inlined into ${htmlFiles.length} pages, ` +
      `CSP with ${headers.scriptHashes.length} script and ${headers.styleHashes.length} style hashes, ` +
      `${compressed} files precompressed (br + gzip)`,
  );
}

/**
 * The site's response headers, computed from the finished pages: the CSP
 * allows exactly their inline scripts and stylesheet (scripts/lib/csp.mjs).
 * Written once to build/headers.json (read by the npm start server) and
 * rendered from it for the CDNs (build/client/_headers) and nginx
 * (deploy/nginx/generated/, main build only).
 */
async function writeServingHeaders({
  clientDir,
  htmlFiles,
  company,
  prerendered,
}: {
  clientDir: string;
  htmlFiles: string[];
  company: Company;
  prerendered: boolean;
}): Promise<ServingHeaders> {
  const pages = await Promise.all(
    htmlFiles.map(async (file) => ({
      file: `/${path.relative(clientDir, file).split(path.sep).join("/")}`,
      html: await readFile(file, "utf8"),
    })),
  );
  const { policy, scriptHashes, styleHashes } = buildSitePolicy(pages, {
    imageOrigins: [new URL(company.imageHost).origin],
  });
  const noindexPaths = pages
    .filter(
      ({ file, html }) => file !== "/404.html" && /<meta name="robots" content="noindex/.test(html),
    )
    .map(({ file }) => pagePathOf(file))
    .sort();
  const headers: ServingHeaders = {
    headers: securityHeadersWith(policy),
    noindexPaths,
    scriptHashes,
    styleHashes,
    documents: Object.fromEntries(
      pages.map(({ file, html }) => [file, createHash("sha256").update(html).digest("hex")]),
    ),
  };
  const buildDir = path.dirname(clientDir);
  await writeFile(path.join(buildDir, "headers.json"), `${JSON.stringify(headers, null, 2)}\n`);
  await writeFile(
    path.join(clientDir, "_headers"),
    renderCdnHeaders(headers.headers, noindexPaths),
  );
  if (prerendered) {
    const generated = path.join(path.dirname(buildDir), "deploy", "nginx", "generated");
    await mkdir(generated, { recursive: true });
    await writeFile(
      path.join(generated, "security-headers.conf"),
      renderNginxSecurityHeaders(headers.headers),
    );
    await writeFile(
      path.join(generated, "noindex-pages.conf"),
      renderNginxNoindexLocations(noindexPaths),
    );
  }
  return headers;
}

/** Pages paint before their JavaScript starts loading (scripts/lib/defer-hydration.mjs). */
async function deferHydrationOfPages(htmlFiles: string[]) {
  for (const file of htmlFiles) {
    try {
      await writeFile(file, deferHydration(await readFile(file, "utf8")));
    } catch (error) {
      throw new Error(`post-build: ${file}: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/**
 * Puts the site's one stylesheet inside every page, as the first element of
 * <head>. An external stylesheet costs a second round trip before anything
 * can be painted (562 ms on Lighthouse's throttled 4G); inline, the page
 * paints as soon as its HTML arrives. React 19 hydrates past extra elements
 * at the start of <head>, and app/root.tsx renders no <link> for it.
 */
async function inlineStylesheet(clientDir: string, files: string[], htmlFiles: string[]) {
  const stylesheets = files.filter((file) => /[/\\]assets[/\\][^/\\]+\.css$/.test(file));
  if (stylesheets.length !== 1) {
    throw new Error(
      `post-build: expected one stylesheet in ${clientDir}/assets, found ${stylesheets.length}`,
    );
  }
  const css = (await readFile(stylesheets[0]!, "utf8")).trim();
  if (css.includes("</style")) throw new Error("post-build: the stylesheet contains </style");
  for (const file of htmlFiles) {
    const html = await readFile(file, "utf8");
    const head = '<head><meta charSet="utf-8"/>';
    if (!html.includes(head))
      throw new Error(`post-build: ${file} does not start its <head> as expected`);
    await writeFile(file, html.replace(head, `${head}<style>${css}</style>`));
  }
  return Buffer.byteLength(css);
}

/**
 * The catch-all route is pre-rendered at /404 (as 404/index.html). Hosts look
 * for a top-level 404.html, and /404 must not answer 200, so move it there.
 */
async function moveNotFoundPage(clientDir: string) {
  const from = path.join(clientDir, "404", "index.html");
  const to = path.join(clientDir, "404.html");
  if (!existsSync(from)) {
    throw new Error(`post-build: ${from} is missing; is "/404" still pre-rendered?`);
  }
  await rename(from, to);
  await rmdir(path.join(clientDir, "404"));
}

/**
 * sitemap.xml and robots.txt from the pre-rendered pages (scripts/lib/sitemap.mjs):
 * every page but the 404 and the noindex ones, at its canonical URL.
 */
async function writeSitemapAndRobots(clientDir: string): Promise<number> {
  const pages = [];
  for (const file of await listFiles(clientDir)) {
    if (!file.endsWith(".html") || file === path.join(clientDir, "404.html")) continue;
    pages.push({ file: path.relative(clientDir, file), html: await readFile(file, "utf8") });
  }
  const { urls, origin } = collectSitemapUrls(pages);
  await writeFile(path.join(clientDir, "sitemap.xml"), buildSitemapXml(urls));
  await writeFile(path.join(clientDir, "robots.txt"), buildRobotsTxt(`${origin}/sitemap.xml`));
  return urls.length;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The static server follows symlinks, so one pointing outside would leak files. */
async function assertNoSymlinks(files: string[]) {
  for (const file of files) {
    if ((await lstat(file)).isSymbolicLink()) {
      throw new Error(`post-build: symlink in the build output: ${file}`);
    }
  }
}

/** Writes .br and .gz siblings that the servers send to clients accepting them. */
async function precompress(files: string[]): Promise<number> {
  let count = 0;
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = await readFile(file);
    if (source.length < MIN_COMPRESS_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: zlibConstants.Z_BEST_COMPRESSION });
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, gzip);
    count++;
  }
  return count;
}
