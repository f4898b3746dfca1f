import { describe, expect, test } from "vitest";
import {
  describeCheck,
  describeFindings,
  evaluateChecks,
  extractLcpBreakdown,
  extractMetrics,
  extractRenderBlocking,
  formatComparisonTable,
  formatTable,
  type LighthouseResult,
  median,
  medianMetrics,
  type Metrics,
  ratio,
} from "./lighthouse-results.mjs";

/** Medians that pass every threshold. */
const good: Metrics = {
  performance: 0.99,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcp: 800,
  fcp: 700,
  tbt: 10,
  cls: 0,
  speedIndex: 900,
  totalBytes: 160_000,
  jsBytes: 120_000,
};

/** A Lighthouse result with only the parts these functions read. */
function lighthouseResult(parts: {
  categories?: Record<string, unknown>;
  audits?: Record<string, unknown>;
}): LighthouseResult {
  return { categories: {}, audits: {}, ...parts } as unknown as LighthouseResult;
}

function failures(...args: Parameters<typeof evaluateChecks>) {
  return evaluateChecks(...args)
    .filter((check) => check.status === "failed")
    .map((check) => `${check.method} ${check.metric}`);
}

describe("median", () => {
  test("is the middle value of an odd count, whatever the order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([900, 1200, 1000])).toBe(1000);
    expect(median([7])).toBe(7);
  });

  test("is the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([10, 20])).toBe(15);
  });

  test("is null without values, and leaves its input alone", () => {
    expect(median([])).toBeNull();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  test("medianMetrics skips the runs that did not measure a metric", () => {
    const runs: Metrics[] = [
      { ...good, lcp: 900, performance: null },
      { ...good, lcp: 1100, performance: 0.9 },
      { ...good, lcp: 1000, performance: 0.96 },
    ];
    const medians = medianMetrics(runs);
    expect(medians.lcp).toBe(1000);
    expect(medians.performance).toBeCloseTo(0.93);
    expect(medianMetrics([]).lcp).toBeNull();
  });
});

describe("evaluateChecks", () => {
  const page = { route: "/planos", noindex: false };
  const both = { simulate: good, devtools: good };

  test("a page within every threshold passes all 12 checks", () => {
    const checks = evaluateChecks({ ...page, medians: both });
    expect(checks).toHaveLength(12);
    expect(checks.every((check) => check.status === "passed")).toBe(true);
  });

  test("any layout shift fails, in both methods", () => {
    expect(
      failures({ ...page, medians: { simulate: { ...good, cls: 0.001 }, devtools: good } }),
    ).toEqual(["simulate cls"]);
    expect(
      failures({ ...page, medians: { simulate: good, devtools: { ...good, cls: 0.001 } } }),
    ).toEqual(["devtools cls"]);
  });

  test("TBT fails above 50 ms, in both methods", () => {
    expect(
      failures({ ...page, medians: { simulate: { ...good, tbt: 51 }, devtools: good } }),
    ).toEqual(["simulate tbt"]);
    expect(
      failures({ ...page, medians: { simulate: good, devtools: { ...good, tbt: 51 } } }),
    ).toEqual(["devtools tbt"]);
    expect(
      failures({ ...page, medians: { simulate: { ...good, tbt: 50 }, devtools: good } }),
    ).toEqual([]);
  });

  test("performance is judged on the simulated score only, from 0.95", () => {
    expect(
      failures({ ...page, medians: { simulate: { ...good, performance: 0.94 }, devtools: good } }),
    ).toEqual(["simulate performance"]);
    expect(
      failures({ ...page, medians: { simulate: { ...good, performance: 0.95 }, devtools: good } }),
    ).toEqual([]);
    expect(
      failures({ ...page, medians: { simulate: good, devtools: { ...good, performance: 0.5 } } }),
    ).toEqual([]);
  });

  test("LCP is judged with applied throttling only, up to 1 s", () => {
    expect(
      failures({ ...page, medians: { simulate: good, devtools: { ...good, lcp: 1001 } } }),
    ).toEqual(["devtools lcp"]);
    expect(
      failures({ ...page, medians: { simulate: good, devtools: { ...good, lcp: 1000 } } }),
    ).toEqual([]);
    expect(
      failures({ ...page, medians: { simulate: { ...good, lcp: 2500 }, devtools: good } }),
    ).toEqual([]);
  });

  test("accessibility, best practices and SEO must be perfect", () => {
    const medians = {
      simulate: { ...good, accessibility: 0.98, bestPractices: 0.96, seo: 0.92 },
      devtools: good,
    };
    expect(failures({ ...page, medians })).toEqual([
      "simulate accessibility",
      "simulate bestPractices",
      "simulate seo",
    ]);
  });

  test("SEO is not checked on a noindex page, and nothing else is spared", () => {
    const medians = { simulate: { ...good, seo: 0.6 }, devtools: { ...good, seo: 0.6 } };
    const checks = evaluateChecks({ route: "/termo-de-locacao", noindex: true, medians });
    expect(checks.filter((check) => check.status === "failed")).toEqual([]);
    expect(checks.filter((check) => check.status === "skipped").map((c) => c.metric)).toEqual([
      "seo",
      "seo",
    ]);
    expect(checks.filter((check) => check.status === "passed")).toHaveLength(10);
    expect(failures({ route: "/", noindex: false, medians })).toEqual([
      "simulate seo",
      "devtools seo",
    ]);
  });

  test("a metric no run measured fails", () => {
    const checks = evaluateChecks({ ...page, medians: { simulate: good } });
    const devtools = checks.filter((check) => check.method === "devtools");
    expect(devtools.every((check) => check.status === "failed" && check.value === null)).toBe(true);
  });

  test("describes a failure with its value and limit", () => {
    const [check] = evaluateChecks({
      ...page,
      medians: { simulate: { ...good, performance: 0.92 }, devtools: good },
    });
    expect(check && describeCheck(check)).toBe("/planos  simulate  performance 0.92, needs ≥ 0.95");
    const lcp = evaluateChecks({
      ...page,
      medians: { simulate: good, devtools: { ...good, lcp: 1210.4 } },
    }).find((c) => c.metric === "lcp");
    expect(lcp && describeCheck(lcp)).toBe("/planos  devtools  lcp 1210 ms, needs ≤ 1000 ms");
  });
});

describe("extractMetrics", () => {
  const categories = {
    performance: { score: 0.92 },
    accessibility: { score: 1 },
    "best-practices": { score: 0.96 },
    seo: { score: 1 },
  };
  const metricAudits = {
    "largest-contentful-paint": { numericValue: 2118.2 },
    "first-contentful-paint": { numericValue: 798 },
    "total-blocking-time": { numericValue: 329.5 },
    "cumulative-layout-shift": { numericValue: 0 },
    "speed-index": { numericValue: 1013 },
  };

  test("reads scores, metrics and transfer sizes", () => {
    const lhr = lighthouseResult({
      categories,
      audits: {
        ...metricAudits,
        "total-byte-weight": { numericValue: 165_536 },
        "resource-summary": {
          details: {
            items: [
              { resourceType: "total", transferSize: 165_536 },
              { resourceType: "script", transferSize: 121_278 },
            ],
          },
        },
      },
    });
    expect(extractMetrics(lhr)).toEqual({
      performance: 0.92,
      accessibility: 1,
      bestPractices: 0.96,
      seo: 1,
      lcp: 2118.2,
      fcp: 798,
      tbt: 329.5,
      cls: 0,
      speedIndex: 1013,
      totalBytes: 165_536,
      jsBytes: 121_278,
    });
  });

  test("falls back to the network requests for bytes, and to null", () => {
    const lhr = lighthouseResult({
      categories: { performance: { score: null } },
      audits: {
        "network-requests": {
          details: {
            items: [
              { resourceType: "Document", transferSize: 12_000 },
              { resourceType: "Script", transferSize: 50_000 },
              { resourceType: "Script", transferSize: 1_000 },
            ],
          },
        },
      },
    });
    const metrics = extractMetrics(lhr);
    expect(metrics.totalBytes).toBe(63_000);
    expect(metrics.jsBytes).toBe(51_000);
    expect(metrics.performance).toBeNull();
    expect(metrics.seo).toBeNull();
    expect(metrics.lcp).toBeNull();
  });
});

describe("LCP breakdown and render-blocking requests", () => {
  const lhr = lighthouseResult({
    audits: {
      "largest-contentful-paint-element": {
        details: {
          items: [
            {
              items: [
                {
                  node: {
                    selector: "section.hero > div.mx-auto > p.mx-auto",
                    nodeLabel:
                      "Entregamos as caixas montadas e higienizadas na sua casa, você embala",
                  },
                },
              ],
            },
            {
              items: [
                { phase: "TTFB", timing: 465 },
                { phase: "Load Delay", timing: 0 },
                { phase: "Load Time", timing: 0 },
                { phase: "Render Delay", timing: 1803 },
              ],
            },
          ],
        },
      },
      "render-blocking-resources": {
        details: { items: [{ url: "http://127.0.0.1:4000/assets/app.css", wastedMs: 300 }] },
      },
      "render-blocking-insight": {
        details: { items: [{ url: "http://127.0.0.1:4000/assets/app.css" }] },
      },
    },
  });

  test("gives the element and its four phases", () => {
    expect(extractLcpBreakdown(lhr)).toEqual({
      element: 'p.mx-auto "Entregamos as caixas montadas e higienizadas na…"',
      phases: { ttfb: 465, loadDelay: 0, loadTime: 0, renderDelay: 1803 },
    });
  });

  test("lists each render-blocking URL once", () => {
    expect(extractRenderBlocking(lhr)).toEqual(["http://127.0.0.1:4000/assets/app.css"]);
    expect(extractRenderBlocking(lighthouseResult({}))).toEqual([]);
  });
});

describe("describeFindings", () => {
  test("names the failing audits of a failing category", () => {
    const lhr = lighthouseResult({
      categories: {
        "best-practices": {
          auditRefs: [
            { id: "errors-in-console", weight: 1 },
            { id: "doctype", weight: 1 },
          ],
        },
      },
      audits: {
        "errors-in-console": {
          title: "Browser errors were logged to the console",
          score: 0,
          details: {
            items: [
              {
                sourceLocation: { url: "https://img.example/regioes.webp" },
                description: "Failed to load resource: net::ERR_NAME_NOT_RESOLVED",
              },
            ],
          },
        },
        doctype: { title: "Page has the HTML doctype", score: 1 },
      },
    });
    expect(describeFindings(lhr, ["bestPractices"])).toEqual([
      "best-practices: Browser errors were logged to the console (errors-in-console)",
      "    https://img.example/regioes.webp  Failed to load resource: net::ERR_NAME_NOT_RESOLVED",
    ]);
  });

  test("lists the layout shifts behind a CLS failure", () => {
    const lhr = lighthouseResult({
      audits: {
        "layout-shifts": {
          details: {
            items: [{ node: { selector: "main > h1", nodeLabel: "Planos" }, score: 0.0012 }],
          },
        },
      },
    });
    expect(describeFindings(lhr, ["cls"])).toContain('layout shifts: h1 "Planos" 0.0012');
  });

  test("ranks what Lighthouse estimates would save time", () => {
    const lhr = lighthouseResult({
      audits: {
        "unused-javascript": {
          title: "Reduce unused JavaScript",
          score: 0,
          metricSavings: { FCP: 0, LCP: 300 },
          details: { items: [{ url: "http://127.0.0.1:9/assets/entry.js", wastedBytes: 30_720 }] },
        },
        "bootup-time": {
          title: "Reduce JavaScript execution time",
          score: 0.5,
          metricSavings: { TBT: 150 },
        },
        "server-response-time": { title: "Fast server", score: 1, metricSavings: { LCP: 0 } },
      },
    });
    const lines = describeFindings(lhr, ["lcp"]);
    expect(lines).toContain("render-blocking requests: none");
    const opportunities = lines.filter((line) => line.startsWith("opportunity"));
    expect(opportunities).toEqual([
      "opportunity: Reduce unused JavaScript: est. LCP −300 ms",
      "opportunity: Reduce JavaScript execution time: est. TBT −150 ms",
    ]);
    expect(lines).toContain("    /assets/entry.js  30.0 KiB");
  });
});

describe("tables", () => {
  test("ratio is SPA over pre-rendered, undefined without a base", () => {
    expect(ratio(3000, 1000)).toBe(3);
    expect(ratio(0, 0)).toBeNull();
    expect(ratio(10, 0)).toBeNull();
    expect(ratio(null, 1000)).toBeNull();
  });

  test("aligns text left and numbers right", () => {
    expect(
      formatTable(
        ["route", "LCP"],
        [
          ["/", "800"],
          ["/planos", "1210"],
        ],
      ),
    ).toEqual(["route     LCP", "-------  ----", "/         800", "/planos  1210"]);
  });

  test("puts pre-rendered, SPA and their ratio side by side", () => {
    const [header, , row] = formatComparisonTable([
      { route: "/", prerendered: good, spa: { ...good, lcp: 3200, jsBytes: 120_000 } },
    ]);
    expect(header).toMatch(/^route\s+LCP ms\s+SPA\s+×\s+FCP ms/);
    expect(row?.split(/\s+/).slice(0, 4)).toEqual(["/", "800", "3200", "4.00"]);
  });
});
