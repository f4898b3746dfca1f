import { test as base, expect, type Page } from "@playwright/test";
import { company } from "~/content/company";
import { regionsImage } from "~/content/regions-page";

interface ConsoleWatch {
  /** Console errors and uncaught page errors seen so far. */
  messages: string[];
  /** Declares an error the test expects; any other one fails the test. */
  allow(pattern: RegExp): void;
}

/**
 * Every test collects console errors and uncaught exceptions and fails on
 * any it did not declare with `consoleErrors.allow(...)`.
 */
export const test = base.extend<{
  consoleErrors: ConsoleWatch;
  companyImageHost: void;
  cspViolations: string[];
}>({
  // The server's Content-Security-Policy allows exactly the build's inline
  // scripts and stylesheet (scripts/lib/csp.mjs): any test whose page trips
  // it (a stale hash, an injected script, an inline style) fails.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation(text: string): void })
            .__reportCspViolation;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  // The region image comes from the company's own site, which tests cannot
  // reach: serve a stand-in so pages behave as in production. Tests about a
  // failing image register their own route, which takes precedence.
  companyImageHost: [
    async ({ page }, use) => {
      const body = `<svg xmlns="http://www.w3.org/2000/svg" width="${regionsImage.width}" height="${regionsImage.height}"><rect width="100%" height="100%" fill="#82d0a3"/></svg>`;
      await page.route(`${company.imageHost}/**`, (route) =>
        route.fulfill({ status: 200, contentType: "image/svg+xml", body }),
      );
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const messages: string[] = [];
      page.on("console", (message) => {
        // The URL tells a failed asset from the 404 document itself.
        if (message.type() === "error")
          messages.push(`${message.text()} [${message.location().url}]`);
      });
      page.on("pageerror", (error) => messages.push(`Uncaught: ${error.message}`));
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      const unexpected = messages.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the pre-rendered document. A page that
 * looks right but never hydrated (a CSP blocking the inline scripts, say)
 * fails here.
 */
export async function expectHydrated(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Object.keys(document).some((key) => key.startsWith("__reactContainer")),
        ),
      {
        message: "React should hydrate the page",
      },
    )
    .toBe(true);
}
