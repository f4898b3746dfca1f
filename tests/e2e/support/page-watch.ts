import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

declare global {
  interface Window {
    /** Set by React Router's inline module script: the page's JavaScript ran. */
    __reactRouterRouteModules?: unknown;
  }
}

/**
 * Watches a page from before its first byte for what a hostile URL must
 * never cause: dialogs (alert, confirm), requests to another origin (PRIV-1:
 * the query carries personal data) and hydration complaints (React #418).
 * Call it before `page.goto`. Console errors, uncaught exceptions and
 * Content-Security-Policy violations are already failures in every test
 * (see fixtures.ts).
 */
export async function watchPage(page: Page) {
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
    /** Asserts the page hydrated and nothing on the list above happened. */
    async expectClean() {
      // Lets an injected <img onerror> or <script> fire before looking.
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => typeof window.__reactRouterRouteModules)).toBe("object");
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
