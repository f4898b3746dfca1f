import { test as base, expect, type Page } from "@playwright/test";

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
export const test = base.extend<{ consoleErrors: ConsoleWatch }>({
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
