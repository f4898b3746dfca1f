import { company } from "~/content/company";
import { pages, routedPages } from "~/content/pages";
import { expect, expectHydrated, test } from "./support/fixtures";

// Every test fails on a CSP violation (support/fixtures.ts); these check
// that the policy is really there and that pages do everything under it.
const paths = [...routedPages.map((page) => page.path), "/nao-existe"];

for (const path of paths) {
  test(`${path} hydrates under the strict CSP and asks nothing of other hosts`, async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/404 \(Not Found\) \[http:\/\/[^/]+\/nao-existe\]$/);
    consoleErrors.allow(/^404 Error: User attempted to access non-existent route/);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const response = await page.goto(path);
    const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain("unsafe-inline");
    await expectHydrated(page);
    // Only this site, and the company's image host for pictures: no third
    // party ever sees a visitor (or the term page's personal data).
    const origin = new URL(page.url()).origin;
    const allowed = [origin, new URL(company.imageHost).origin];
    const foreign = requested.filter(
      (url) => !url.startsWith("data:") && !allowed.includes(new URL(url).origin),
    );
    expect(foreign).toEqual([]);
  });
}

test("a script injected into the page is blocked and reported", async ({
  page,
  consoleErrors,
  cspViolations,
}) => {
  consoleErrors.allow(/Content Security Policy/);
  await page.goto(pages.faq.path);
  await expectHydrated(page);
  // What an XSS would do: an inline script the build never hashed.
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatch(/^script-src-elem blocked inline/);
  // This test expects exactly that one violation.
  cspViolations.length = 0;
});
