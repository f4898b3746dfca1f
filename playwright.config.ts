import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, DEFAULT_CHROME_PATH } from "./scripts/lib/bootstrap.mjs";

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests run against the production build, served by the same
 * server as `npm start`, in Debian's Chromium (no browser download).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 20_000,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROME_PATH || DEFAULT_CHROME_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: "node server/main.mjs",
    url: baseURL,
    env: { HOST: "127.0.0.1", PORT: String(port) },
    reuseExistingServer: false,
    timeout: 20_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
