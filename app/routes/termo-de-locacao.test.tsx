// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import fc from "fast-check";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { termDefaults } from "~/content/term";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { formatTermValue, type TermParamKey, termParamKeys } from "~/lib/term-params";
import RentalTermPage from "./termo-de-locacao";

/** CI (`.ci/run` sets CI) runs the properties 1,000 times; a local run, fewer. */
const numRuns = process.env.CI ? 1_000 : 200;

const hostileSamples = [
  "<img src=x onerror=alert(1)>",
  '"><script>alert(1)</script>',
  "javascript:alert(1)",
  "</dd></dl><iframe src=//evil.example></iframe>",
  "<svg/onload=alert(1)>",
  "{{7*7}} ${7*7} <%= 7*7 %>",
  "&lt;b&gt; &amp; &#60;script&#62;",
  "%",
  "%E0%A4%A",
  "%zz",
  "a+b %20 c",
  "__proto__",
  "constructor",
  "\u202Eevil\u202C",
  "\u0000\u0001\u001F",
  "\r\n\t",
  "é e\u0301 👩🏽‍🚀 🇧🇷 ç ã",
  " ",
  "",
];

/** Any text a link can carry: hostile samples, any code points, any graphemes, blanks. */
const anyValue = fc.oneof(
  fc.constantFrom(...hostileSamples),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom("<", ">", '"', "'", "&", "=", "%", "+", "/", " ", "a") }),
  fc.stringMatching(/^\s*$/),
);

const anyValues = fc.record(
  Object.fromEntries(termParamKeys.map((key) => [key, anyValue])) as Record<
    TermParamKey,
    typeof anyValue
  >,
  { requiredKeys: [] },
);

/**
 * Raw query text, unencoded and often malformed ("%", "%E0%A4%A", "%zz"),
 * as someone could type it into the address bar.
 */
const rawQuery = fc
  .array(
    fc.oneof(
      fc.constantFrom(...termParamKeys.map((key) => `${key}=`)),
      fc.constantFrom("%", "%E0%A4%A", "%zz", "%C3%A3", "&", "=", "+", "%20", "<", ">", '"'),
      fc.string({ unit: "grapheme", maxLength: 6 }).filter((text) => !text.includes("#")),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(""));

/**
 * The page renders once with no query (every default), as after hydration;
 * each run then navigates to a new query and React updates the same page,
 * as it does in the browser when the values arrive. (A fresh render per
 * run costs 3 times as much.)
 */
const router = createMemoryRouter([{ path: "/termo-de-locacao", Component: RentalTermPage }], {
  initialEntries: ["/termo-de-locacao"],
});
let container: HTMLElement;
let baseline: string[];

beforeAll(() => {
  container = render(<RouterProvider router={router} />).container;
  baseline = skeleton(container);
});
afterAll(cleanup);

/** Whatever React or the router log (a caught render error, say) fails the run. */
let consoleErrors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleErrors = vi.spyOn(console, "error").mockImplementation(() => {});
});

async function showTerm(search: string) {
  consoleErrors.mockClear();
  await act(() => router.navigate(`/termo-de-locacao?${search}`));
  expect(consoleErrors).not.toHaveBeenCalled();
  expect(router.state.location.search).toBe(search === "" ? "" : `?${search}`);
}

/**
 * The page's markup without its text: every element with every attribute.
 * A value that became markup (an element, an attribute, an event handler,
 * a `javascript:` URL) changes it.
 */
function skeleton(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll("*"), (element) =>
    [
      element.tagName,
      ...Array.from(element.attributes, (attribute) => `${attribute.name}=${attribute.value}`),
    ].join(" "),
  );
}

/** What the page must show for `key`: the value exactly as given, or the default when blank. */
function expectedText(key: TermParamKey, given: string | null): string {
  const value = given === null || given.trim() === "" ? termDefaults[key] : given;
  return key === "value" ? formatTermValue(value) : value;
}

function expectRenderedAsText(params: URLSearchParams) {
  const markup = skeleton(container);
  // Comparing the joined text first keeps 1,000 runs fast; toEqual shows the difference.
  if (markup.join("\n") !== baseline.join("\n")) expect(markup).toEqual(baseline);
  const wrong: { key: TermParamKey; shown: string | null; expected: string }[] = [];
  for (const key of termParamKeys) {
    const expected = expectedText(key, params.get(key));
    const shown = container.querySelectorAll(`[data-field="${key}"]`);
    if (shown.length === 0) wrong.push({ key, shown: null, expected });
    for (const element of shown) {
      if (element.childElementCount !== 0 || element.textContent !== expected)
        wrong.push({ key, shown: element.innerHTML, expected });
    }
  }
  expect(wrong).toEqual([]);
  const link = container.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]');
  expect(new URL(link!.href).searchParams.get("text")).toBe(whatsappMessages.termAgreement);
}

describe("the term page under hostile input", () => {
  test("the baseline has the agreement, its fields and one WhatsApp link, and nothing active", () => {
    expect(baseline.filter((line) => line.startsWith("DD "))).toHaveLength(termParamKeys.length);
    expect(baseline.filter((line) => line.startsWith("A "))).toHaveLength(1);
    const link = container.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]')!;
    expect(new URL(link.href).pathname).toMatch(/^\/\d{10,15}$/);
    expect(link.target).toBe("_blank");
    expect(link.rel.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    expect(
      baseline.filter((line) => /^(SCRIPT|IMG|IFRAME|OBJECT|EMBED|FORM|INPUT)\b/.test(line)),
    ).toEqual([]);
  });

  test("any values of the ten parameters render as text, never as elements, and never throw", async () => {
    await fc.assert(
      fc.asyncProperty(anyValues, fc.boolean(), async (values, repeatKeys) => {
        // fc.record leaves keys out rather than setting them to undefined.
        const params = new URLSearchParams(values as Record<string, string>);
        // A repeated key keeps its first value.
        if (repeatKeys) for (const key of termParamKeys) params.append(key, "<b>segundo</b>");
        await showTerm(params.toString());
        expectRenderedAsText(params);
      }),
      { numRuns },
    );
  }, 60_000);

  test("raw, malformed query text never throws and shows what URLSearchParams reads", async () => {
    await fc.assert(
      fc.asyncProperty(rawQuery, async (search) => {
        await showTerm(search);
        expectRenderedAsText(new URLSearchParams(search));
      }),
      { numRuns },
    );
  }, 60_000);
});
