import type { Config } from "@react-router/dev/config";
import { loadEnv } from "vite";
import { resolveCompany } from "./app/content/company";
import { runPostBuild } from "./scripts/post-build";

export default {
  // Static site: every page is pre-rendered to HTML at build time and hydrated
  // in the browser. See docs/decisions/0001-prerender-and-real-404.md.
  ssr: false,
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
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await runPostBuild({
      clientDir: `${reactRouterConfig.buildDirectory}/client`,
      // The SITE_* values Vite gave the pages (environment and .env files,
      // same mode, same folder), so the manifest and share image name the
      // brand the pages show.
      company: resolveCompany(loadEnv(viteConfig.mode, viteConfig.envDir, "SITE_")),
      logger: viteConfig.logger,
    });
  },
} satisfies Config;
