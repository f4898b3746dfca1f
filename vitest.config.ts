import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { photosPlugin } from "./scripts/photos/vite-plugin";

// Unit and component tests live next to the code they test. The React Router
// Vite plugin is left out on purpose: it only works for app builds. The
// photos plugin is in: components read `virtual:photos` (an empty list
// while app/assets/photos holds no photo).
export default defineConfig({
  plugins: [photosPlugin({ dir: fileURLToPath(new URL("./app/assets/photos", import.meta.url)) })],
  envPrefix: ["SITE_"],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["{app,server,scripts,tests/unit,tests/serving}/**/*.test.{ts,tsx}"],
    environment: "node",
    // npm run test:nginx writes its own report (VITEST_JSON_REPORT).
    reporters: [
      "default",
      ["json", { outputFile: process.env.VITEST_JSON_REPORT ?? "reports/vitest.json" }],
    ],
    restoreMocks: true,
  },
});
