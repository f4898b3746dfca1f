import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { photosPlugin } from "./scripts/photos/vite-plugin";

export default defineConfig({
  // Company data (brand, phone, site URL…) is overridable at build time with
  // SITE_* variables; see app/content/company.ts.
  envPrefix: ["SITE_"],
  plugins: [
    tailwindcss(),
    // Photos dropped into app/assets/photos become AVIF, WebP and JPEG/PNG
    // files at several widths (README, "Ilustrações e fotos").
    photosPlugin({ dir: fileURLToPath(new URL("./app/assets/photos", import.meta.url)) }),
    reactRouter(),
  ],
  build: {
    // Pictures are files, never data: URIs inlined into JavaScript, which
    // every page would download (app/assets/images.ts lists them all).
    assetsInlineLimit: 0,
    // Terser with two passes ships ~3.5 KB (gzip) less JavaScript per page
    // than esbuild's minifier, mostly in the framework (BENCHMARKS.md).
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
