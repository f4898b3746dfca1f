// @ts-check
/**
 * `npm run screenshots`: full-page screenshots of every page at 390 px and
 * 1280 px wide, from the production build, into screenshots/ (not
 * committed). Look at them after any visual change.
 */
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/bootstrap.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = path.join(root, "screenshots");
const port = 4399;
const pagesToShoot = [
  ["home", "/"],
  ["planos", "/planos"],
  ["conheca-a-caixa", "/conheca-a-caixa"],
  ["regioes-atendidas", "/regioes-atendidas"],
  ["faq", "/faq"],
  ["termo-de-locacao", "/termo-de-locacao?client=Ana%20Beatriz&boxes=30&value=650"],
  ["404", "/nao-existe"],
];
const widths = [390, 1280];
const TILE_HEIGHT = 1100;
const only = process.argv[2];

mkdirSync(outDir, { recursive: true });
const server = spawn(process.execPath, ["server/main.mjs"], {
  cwd: root,
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(port) },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout?.once("data", resolve));

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
    for (const [name, url] of pagesToShoot) {
      if (only && name !== only) continue;
      await page.goto(`http://127.0.0.1:${port}${url}`, { waitUntil: "networkidle" });
      // Lazy images load as they scroll into view.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(300);
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      // Tall phone pages are also cut into screen-sized parts, easier to read.
      if (width < 800) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let part = 0; part * TILE_HEIGHT < height; part++) {
          const clip = {
            x: 0,
            y: part * TILE_HEIGHT,
            width,
            height: Math.min(TILE_HEIGHT, height - part * TILE_HEIGHT),
          };
          await page.screenshot({
            path: path.join(outDir, `${name}-${width}-part${part + 1}.png`),
            fullPage: true,
            clip,
          });
        }
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
