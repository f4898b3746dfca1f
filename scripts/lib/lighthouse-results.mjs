// @ts-check
/**
 * The pure half of `npm run audit`: turns Lighthouse results into numbers,
 * medians, pass/fail checks, tables and the findings that explain a failure.
 * No I/O and no dependencies, so it is unit-tested (lighthouse-results.test.ts).
 */

/** @typedef {import("lighthouse").Result} LighthouseResult */
/** @typedef {"simulate" | "devtools"} ThrottlingMethod */
/**
 * @typedef {"performance" | "accessibility" | "bestPractices" | "seo" | "lcp" | "fcp" | "tbt"
 *   | "cls" | "speedIndex" | "totalBytes" | "jsBytes"} MetricKey
 */
/** @typedef {Record<MetricKey, number | null>} Metrics */
/**
 * @typedef {object} LcpBreakdown Lighthouse's LCP phases, in ms
 * @property {number | null} ttfb
 * @property {number | null} loadDelay
 * @property {number | null} loadTime
 * @property {number | null} renderDelay
 */
/**
 * @typedef {object} Check one threshold applied to one median: one "test"
 * @property {string} route
 * @property {ThrottlingMethod} method
 * @property {MetricKey} metric
 * @property {number | null} value the median (null when no run produced it)
 * @property {"min" | "max"} kind "min": value must be ≥ limit; "max": ≤ limit
 * @property {number} limit
 * @property {"passed" | "failed" | "skipped"} status
 * @property {string} [note] why a check was skipped
 */

/** The two ways Lighthouse throttles: simulated (Lantern) and applied by DevTools. */
export const METHODS = /** @type {const} */ (["simulate", "devtools"]);

/**
 * Every number the audit reports, with how to print it.
 * @type {{ key: MetricKey, label: string, unit: "score" | "ms" | "unitless" | "bytes" }[]}
 */
export const METRICS = [
  { key: "performance", label: "perf", unit: "score" },
  { key: "accessibility", label: "a11y", unit: "score" },
  { key: "bestPractices", label: "best pr.", unit: "score" },
  { key: "seo", label: "SEO", unit: "score" },
  { key: "lcp", label: "LCP", unit: "ms" },
  { key: "fcp", label: "FCP", unit: "ms" },
  { key: "tbt", label: "TBT", unit: "ms" },
  { key: "cls", label: "CLS", unit: "unitless" },
  { key: "speedIndex", label: "SI", unit: "ms" },
  { key: "totalBytes", label: "total", unit: "bytes" },
  { key: "jsBytes", label: "JS", unit: "bytes" },
];

/** Category ids in Lighthouse results, by metric key. */
const CATEGORY_IDS = /** @type {const} */ ({
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
});

/** Audit ids of the metrics Lighthouse measures, by metric key. */
const METRIC_AUDITS = /** @type {const} */ ({
  lcp: "largest-contentful-paint",
  fcp: "first-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndex: "speed-index",
});

/**
 * What a page must reach (issue: `npm run audit`). Performance is judged on
 * the simulated score (what PageSpeed Insights shows), LCP with throttling
 * actually applied; the rest on both methods' medians.
 * @type {{ metric: MetricKey, kind: "min" | "max", limit: number, methods: readonly ThrottlingMethod[] }[]}
 */
export const THRESHOLDS = [
  { metric: "performance", kind: "min", limit: 0.95, methods: ["simulate"] },
  { metric: "accessibility", kind: "min", limit: 1, methods: METHODS },
  { metric: "bestPractices", kind: "min", limit: 1, methods: METHODS },
  { metric: "seo", kind: "min", limit: 1, methods: METHODS },
  { metric: "lcp", kind: "max", limit: 1000, methods: ["devtools"] },
  { metric: "tbt", kind: "max", limit: 50, methods: METHODS },
  { metric: "cls", kind: "max", limit: 0, methods: METHODS },
];

/**
 * The median of some numbers (the mean of the two middle ones for an even
 * count); null when there are none.
 * @param {readonly number[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)];
  const lower = sorted[Math.ceil(sorted.length / 2) - 1];
  return upper === undefined || lower === undefined ? null : (lower + upper) / 2;
}

/**
 * Per metric, the median over the runs that measured it.
 * @param {readonly Metrics[]} runs
 * @returns {Metrics}
 */
export function medianMetrics(runs) {
  return /** @type {Metrics} */ (
    Object.fromEntries(
      METRICS.map(({ key }) => [
        key,
        median(runs.map((run) => run[key]).filter((value) => typeof value === "number")),
      ]),
    )
  );
}

/**
 * @param {LighthouseResult} lhr
 * @param {string} id
 * @returns {Record<string, any>[]} the rows of an audit's table, or []
 */
function tableItems(lhr, id) {
  const details = /** @type {{ items?: unknown } | undefined} */ (lhr.audits[id]?.details);
  return Array.isArray(details?.items) ? details.items : [];
}

/**
 * The numbers the audit reports from one Lighthouse run. Bytes are transfer
 * sizes (compressed, headers included), as Lighthouse counts them.
 * @param {LighthouseResult} lhr
 * @returns {Metrics}
 */
export function extractMetrics(lhr) {
  /** @type {Partial<Metrics>} */
  const metrics = {};
  for (const [key, id] of Object.entries(CATEGORY_IDS)) {
    metrics[/** @type {MetricKey} */ (key)] = lhr.categories[id]?.score ?? null;
  }
  for (const [key, id] of Object.entries(METRIC_AUDITS)) {
    metrics[/** @type {MetricKey} */ (key)] = lhr.audits[id]?.numericValue ?? null;
  }
  const summary = tableItems(lhr, "resource-summary");
  const requests = tableItems(lhr, "network-requests");
  /** @param {string} type resource-summary's resourceType */
  const summaryBytes = (type) => summary.find((item) => item.resourceType === type)?.transferSize;
  /** @param {(request: Record<string, any>) => boolean} counts */
  const requestBytes = (counts) =>
    requests.length === 0
      ? null
      : requests.filter(counts).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  metrics.totalBytes =
    lhr.audits["total-byte-weight"]?.numericValue ??
    summaryBytes("total") ??
    requestBytes(() => true);
  metrics.jsBytes =
    summaryBytes("script") ?? requestBytes((request) => request.resourceType === "Script");
  return /** @type {Metrics} */ (metrics);
}

/**
 * The LCP element and Lighthouse's breakdown of its time into phases (in
 * simulate mode the phases are scaled to the simulated LCP).
 * @param {LighthouseResult} lhr
 * @returns {{ element: string | null, phases: LcpBreakdown }}
 */
export function extractLcpBreakdown(lhr) {
  const details = /** @type {{ items?: any[] } | undefined} */ (
    lhr.audits["largest-contentful-paint-element"]?.details
  );
  const tables = Array.isArray(details?.items) ? details.items : [];
  const node = tables[0]?.items?.[0]?.node;
  /** @type {Record<string, number>} */
  const byPhase = {};
  for (const row of tables[1]?.items ?? []) byPhase[row.phase] = row.timing;
  return {
    element: node ? describeNode(node) : null,
    phases: {
      ttfb: byPhase["TTFB"] ?? null,
      loadDelay: byPhase["Load Delay"] ?? null,
      loadTime: byPhase["Load Time"] ?? null,
      renderDelay: byPhase["Render Delay"] ?? null,
    },
  };
}

/**
 * Requests Lighthouse counts as render-blocking: its render-blocking audit
 * (Lantern's estimate in simulate mode) and the trace-based insight.
 * @param {LighthouseResult} lhr
 * @returns {string[]} URLs
 */
export function extractRenderBlocking(lhr) {
  const urls = [
    ...tableItems(lhr, "render-blocking-resources"),
    ...tableItems(lhr, "render-blocking-insight"),
  ]
    .map((item) => item.url)
    .filter((url) => typeof url === "string");
  return [...new Set(urls)];
}

/**
 * A short label for a node in Lighthouse's details: the last step of its
 * selector and its text (`p.mx-auto "Entregamos as caixas…"`).
 * @param {{ selector?: string, nodeLabel?: string, snippet?: string }} node
 */
function describeNode(node) {
  const element = node.selector?.split(" > ").at(-1) ?? node.snippet ?? "?";
  return node.nodeLabel ? `${element} "${truncate(node.nodeLabel, 48)}"` : element;
}

/**
 * @param {string} text
 * @param {number} length
 */
function truncate(text, length) {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > length ? `${oneLine.slice(0, length - 1)}…` : oneLine;
}

/**
 * The threshold checks of one page from its medians per method. A page whose
 * HTML says `noindex` (the term page) is kept out of search engines on
 * purpose, so its SEO score is not checked.
 * @param {{ route: string, noindex: boolean, medians: Partial<Record<ThrottlingMethod, Metrics>> }} page
 * @returns {Check[]}
 */
export function evaluateChecks({ route, noindex, medians }) {
  /** @type {Check[]} */
  const checks = [];
  for (const { metric, kind, limit, methods } of THRESHOLDS) {
    for (const method of methods) {
      const value = medians[method]?.[metric] ?? null;
      const base = { route, method, metric, value, kind, limit };
      if (metric === "seo" && noindex) {
        checks.push({ ...base, status: "skipped", note: "noindex page" });
        continue;
      }
      const passed = value !== null && (kind === "min" ? value >= limit : value <= limit);
      checks.push({ ...base, status: passed ? "passed" : "failed" });
    }
  }
  return checks;
}

/**
 * SPA value divided by the pre-rendered one; null when undefined (a missing
 * value, or a pre-rendered 0).
 * @param {number | null | undefined} spa
 * @param {number | null | undefined} prerendered
 */
export function ratio(spa, prerendered) {
  if (spa == null || prerendered == null || prerendered === 0) return null;
  return spa / prerendered;
}

/** Metrics compared between the SPA and the pre-rendered build. */
export const COMPARED_METRICS = /** @type {const} */ ([
  "lcp",
  "fcp",
  "speedIndex",
  "tbt",
  "totalBytes",
  "jsBytes",
]);

/** Units shown in table headers. */
const UNIT_SUFFIXES = { score: "", ms: " ms", unitless: "", bytes: " KiB" };

/**
 * A value as the tables show it: scores out of 100, times in whole ms,
 * bytes in KiB.
 * @param {number | null | undefined} value
 * @param {"score" | "ms" | "unitless" | "bytes"} unit
 */
export function formatValue(value, unit) {
  if (value == null) return "–";
  switch (unit) {
    case "score":
      return String(Math.round(value * 100));
    case "ms":
      return String(Math.round(value));
    case "unitless":
      return value === 0 ? "0" : value.toFixed(3);
    case "bytes":
      return (value / 1024).toFixed(1);
  }
}

/** @param {MetricKey} key */
export function metricInfo(key) {
  return /** @type {(typeof METRICS)[number]} */ (METRICS.find((metric) => metric.key === key));
}

/**
 * A check as one line: "/planos  simulate  performance 0.92, needs ≥ 0.95".
 * @param {Check} check
 */
export function describeCheck(check) {
  const { unit } = metricInfo(check.metric);
  /** @param {number | null} value */
  const show = (value) =>
    value === null
      ? "no value"
      : unit === "ms"
        ? `${Math.round(value)} ms`
        : unit === "bytes"
          ? `${value} B`
          : String(Number(value.toFixed(4)));
  const limit = `${check.kind === "min" ? "≥" : "≤"} ${show(check.limit)}`;
  return `${check.route}  ${check.method}  ${check.metric} ${show(check.value)}, needs ${limit}`;
}

/**
 * Lines of a plain-text table: the first column (and any listed in `left`)
 * left-aligned, the others right-aligned.
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {{ left?: number[] }} [options]
 */
export function formatTable(header, rows, { left = [0] } = {}) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  /** @param {string[]} row */
  const line = (row) =>
    row
      .map((cell, column) =>
        left.includes(column)
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)];
}

/**
 * The table of medians of one build and method, one row per route.
 * @param {{ route: string, metrics: Metrics | undefined }[]} rows
 */
export function formatMediansTable(rows) {
  return formatTable(
    ["route", ...METRICS.map(({ label, unit }) => `${label}${UNIT_SUFFIXES[unit]}`)],
    rows.map(({ route, metrics }) => [
      route,
      ...METRICS.map(({ key, unit }) => formatValue(metrics?.[key], unit)),
    ]),
  );
}

/**
 * Side by side, per route: pre-rendered value, SPA value and SPA/pre-rendered.
 * @param {{ route: string, prerendered: Metrics | undefined, spa: Metrics | undefined }[]} rows
 */
export function formatComparisonTable(rows) {
  const header = ["route"];
  for (const key of COMPARED_METRICS) {
    const { label, unit } = metricInfo(key);
    header.push(`${label}${UNIT_SUFFIXES[unit]}`, "SPA", "×");
  }
  return formatTable(
    header,
    rows.map(({ route, prerendered, spa }) => [
      route,
      ...COMPARED_METRICS.flatMap((key) => {
        const { unit } = metricInfo(key);
        const factor = ratio(spa?.[key], prerendered?.[key]);
        return [
          formatValue(prerendered?.[key], unit),
          formatValue(spa?.[key], unit),
          factor === null ? "–" : factor.toFixed(2),
        ];
      }),
    ]),
  );
}

/**
 * Actionable detail for a failing page from one of its runs: what Lighthouse
 * says costs time (opportunities and diagnostics with estimated savings), the
 * LCP element and its phases, render-blocking requests, long tasks, layout
 * shifts, and the failing audits of a failing category.
 * @param {LighthouseResult} lhr
 * @param {readonly MetricKey[]} failing metrics that failed on this page and method
 * @returns {string[]} lines
 */
export function describeFindings(lhr, failing) {
  /** @type {string[]} */
  const lines = [];
  const perfMetrics = failing.filter(
    (metric) => metric in METRIC_AUDITS || metric === "performance",
  );
  if (perfMetrics.length > 0) {
    const { element, phases } = extractLcpBreakdown(lhr);
    if (element) lines.push(`LCP element: ${element}`);
    if (phases.ttfb !== null || phases.renderDelay !== null) {
      lines.push(
        `LCP phases: TTFB ${formatValue(phases.ttfb, "ms")} ms, load delay ${formatValue(phases.loadDelay, "ms")} ms, ` +
          `load time ${formatValue(phases.loadTime, "ms")} ms, render delay ${formatValue(phases.renderDelay, "ms")} ms`,
      );
    }
    const blocking = extractRenderBlocking(lhr);
    lines.push(
      `render-blocking requests: ${blocking.length === 0 ? "none" : blocking.map(shortUrl).join(", ")}`,
    );
    const savings = Object.values(lhr.audits)
      .map((audit) => {
        const metricSavings = /** @type {Record<string, number | undefined>} */ (
          audit.metricSavings ?? {}
        );
        const ms = Math.max(metricSavings.LCP ?? 0, metricSavings.FCP ?? 0, metricSavings.TBT ?? 0);
        return { audit, ms, metricSavings };
      })
      .filter(({ ms, audit }) => ms > 0 && audit.score !== null && audit.score < 1)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 6);
    for (const { audit, metricSavings } of savings) {
      const estimated = Object.entries(metricSavings)
        .filter(([, ms]) => (ms ?? 0) > 0)
        .map(([name, ms]) => `${name} −${Math.round(ms ?? 0)} ms`)
        .join(", ");
      const shown = audit.displayValue ? ` (${audit.displayValue})` : "";
      lines.push(`opportunity: ${audit.title}${shown}: est. ${estimated}`);
      for (const item of itemsOf(audit).slice(0, 3)) lines.push(`    ${describeItem(item)}`);
    }
  }
  if (failing.includes("tbt")) {
    const tasks = tableItems(lhr, "long-tasks").slice(0, 5);
    if (tasks.length > 0) {
      lines.push(
        `long tasks: ${tasks.map((task) => `${shortUrl(String(task.url))} ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms`).join("; ")}`,
      );
    }
    const bootup = tableItems(lhr, "bootup-time").slice(0, 3);
    if (bootup.length > 0) {
      lines.push(
        `JS execution: ${bootup.map((item) => `${shortUrl(String(item.url))} ${Math.round(item.total)} ms (script ${Math.round(item.scripting)} ms)`).join("; ")}`,
      );
    }
  }
  if (failing.includes("cls")) {
    const shifts = tableItems(lhr, "layout-shifts").slice(0, 5);
    lines.push(
      shifts.length === 0
        ? "layout shifts: none attributed by Lighthouse"
        : `layout shifts: ${shifts.map((shift) => `${shift.node ? describeNode(shift.node) : "?"} ${Number(shift.score).toFixed(4)}`).join("; ")}`,
    );
  }
  for (const [key, id] of Object.entries(CATEGORY_IDS)) {
    if (key === "performance" || !failing.includes(/** @type {MetricKey} */ (key))) continue;
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      lines.push(`${id}: ${audit.title} (${ref.id})`);
      for (const item of itemsOf(audit).slice(0, 3)) lines.push(`    ${describeItem(item)}`);
    }
  }
  return lines;
}

/**
 * @param {LighthouseResult["audits"][string]} audit
 * @returns {Record<string, any>[]}
 */
function itemsOf(audit) {
  const details = /** @type {{ items?: unknown } | undefined} */ (audit.details);
  return Array.isArray(details?.items) ? details.items : [];
}

/** @param {Record<string, any>} item a row of an audit's table */
function describeItem(item) {
  const parts = [];
  if (item.node) parts.push(describeNode(item.node));
  if (typeof item.url === "string") parts.push(shortUrl(item.url));
  if (typeof item.groupLabel === "string") parts.push(item.groupLabel);
  if (item.sourceLocation?.url) parts.push(shortUrl(item.sourceLocation.url));
  if (typeof item.description === "string") parts.push(truncate(item.description, 100));
  for (const key of ["total", "duration", "wastedMs"]) {
    if (typeof item[key] === "number") parts.push(`${Math.round(item[key])} ms`);
  }
  if (typeof item.wastedBytes === "number")
    parts.push(`${(item.wastedBytes / 1024).toFixed(1)} KiB`);
  return parts.join("  ") || truncate(JSON.stringify(item), 100);
}

/**
 * A URL without the local origin the audit serves from.
 * @param {string} url
 */
function shortUrl(url) {
  return url.replace(/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?/, "");
}
