import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

declare global {
  interface Window {
    /** CSP violations seen since the document started, filled in by watchPage's init script. */
    __cspViolations?: string[];
    /** Set by React Router's inline module script: the page's JavaScript ran. */
    __reactRouterRouteModules?: unknown;
  }
}

/**
 * Watches a page from before its first byte for what a hostile URL must
 * never cause: Content-Security-Policy violations, dialogs (alert, confirm),
 * requests to another origin (PRIV-1: the query carries personal data) and
 * hydration complaints (React #418). Call it before `page.goto`. Console
 * errors and uncaught exceptions are already failures in every test (see
 * fixtures.ts).
 */
export async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    window.__cspViolations = violations;
    window.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`),
    );
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const messages: string[] = [];
  page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));

  return {
    requests,
    /** The CSP violations the page has reported so far. */
    violations: () => page.evaluate(() => window.__cspViolations ?? ["the watch script never ran"]),
    /** Asserts the page hydrated and nothing on the list above happened. */
    async expectClean() {
      // Lets an injected <img onerror> or <script> fire before looking.
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => typeof window.__reactRouterRouteModules)).toBe("object");
      expect(await this.violations(), "CSP violations").toEqual([]);
      expect(dialogs, "dialogs").toEqual([]);
      const origin = new URL(page.url()).origin;
      expect(
        requests.filter((url) => new URL(url).origin !== origin),
        "requests to another origin",
      ).toEqual([]);
      expect(
        messages.filter((text) => /#418|hydrat/i.test(text)),
        "hydration messages",
      ).toEqual([]);
    },
  };
}
