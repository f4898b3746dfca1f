import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "build/",
    "build-spa/",
    ".react-router/",
    "reports/",
    "test-results/",
    "playwright-report/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Code passed to page.evaluate() runs in the browser.
    files: ["tests/**", "scripts/screenshots.mjs"],
    languageOptions: {
      globals: { ...globals.browser },
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: {
      globals: { ...globals.browser },
    },
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          // The CSP allows no inline styles (style-src 'self').
          selector: "JSXAttribute[name.name='style']",
          message: "Inline styles are blocked by the CSP: use Tailwind classes.",
        },
        {
          // JSON-LD goes through React Router's <Meta>, which escapes "<"
          // (tested in app/root.test.tsx): nothing here needs raw HTML.
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Render text as React children; never inject HTML.",
        },
        {
          // The same functions reached as window.x or globalThis.x.
          selector:
            "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name=/^(decodeURIComponent|decodeURI|unescape)$/]",
          message: "It throws or mangles malformed input: read query values with URLSearchParams.",
        },
      ],
      "no-restricted-globals": [
        "error",
        {
          name: "decodeURIComponent",
          message: "It throws on malformed input: read query values with URLSearchParams.",
        },
        {
          name: "decodeURI",
          message: "It throws on malformed input: read query values with URLSearchParams.",
        },
        {
          name: "unescape",
          message: "It mangles UTF-8 and is deprecated: read query values with URLSearchParams.",
        },
        {
          name: "Intl",
          message:
            "Intl's first use costs 20-77 ms of main thread in the browser: use ~/lib/format (docs/decisions/0006).",
        },
      ],
    },
  },
  {
    // Tests compare ~/lib/format with Intl, which is fine outside the browser.
    files: ["app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-globals": "off" },
  },
  {
    // Imports flow one way: lib is pure, content holds data, and neither
    // depends on components or routes (bulletproof-react's rule).
    files: ["app/lib/**", "app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/components/*",
                "~/routes/*",
                "../components/*",
                "../routes/*",
                "react",
                "react-dom",
              ],
              message: "lib/ and content/ must not depend on components, routes or React.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/routes/*", "../routes/*"],
              message: "Shared components never import pages.",
            },
          ],
        },
      ],
    },
  },
);
