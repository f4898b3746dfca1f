import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and component tests live next to the code they test. The React Router
// Vite plugin is left out on purpose: it only works for app builds.
export default defineConfig({
  envPrefix: ["SITE_"],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["{app,server,scripts,tests/unit}/**/*.test.{ts,tsx}"],
    environment: "node",
    reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
    restoreMocks: true,
  },
});
