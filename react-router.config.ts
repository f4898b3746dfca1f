import type { Config } from "@react-router/dev/config";
import { loadEnv } from "vite";
import { resolveCompany } from "./app/content/company";
import { runPostBuild } from "./scripts/post-build";

// `SPA_BUILD=1 npm run build` builds the same app the client-rendered way
// (React Router's SPA mode: one HTML shell, every page rendered in the
// browser) into build-spa/, for `npm run audit -- --compare-spa`. It never
// touches build/, the site we ship. It pre-renders an empty list rather than
// leaving `prerender` out: React Router then writes the same index.html shell
// and the browser runs in SPA mode all the same (an empty list is SPA mode at
// runtime), but the build skips SPA mode's check that rejects the term page's
// route-level HydrateFallback.
const spaBuild = process.env.SPA_BUILD === "1";

export default {
  // Static site: every page is pre-rendered to HTML at build time and hydrated
  // in the browser. See docs/decisions/0001-prerender-and-real-404.md.
  ssr: false,
  buildDirectory: spaBuild ? "build-spa" : "build",
  // Opt in to React Router 8 behaviour now so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Every static route from app/routes.ts, plus the catch-all page rendered at
  // /404 (post-build moves it to /404.html, the file every host serves as 404).
  prerender: spaBuild ? [] : async ({ getStaticPaths }) => [...getStaticPaths(), "/404"],
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await runPostBuild({
      clientDir: `${reactRouterConfig.buildDirectory}/client`,
      // The SITE_* values Vite gave the pages (environment and .env files,
      // same mode, same folder), so the manifest and share image name the
      // brand the pages show.
      company: resolveCompany(loadEnv(viteConfig.mode, viteConfig.envDir, "SITE_")),
      prerendered: !spaBuild,
      logger: viteConfig.logger,
    });
  },
} satisfies Config;
