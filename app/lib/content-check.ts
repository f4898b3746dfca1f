/**
 * Small checks for hand-edited content. Every problem names the file and the
 * field to fix, e.g. `app/content/plans.ts: plans[1].prices[0].priceCents
 * must be a whole number of centavos above zero (got -100)`.
 */
export class ContentChecker {
  readonly problems: string[] = [];

  constructor(private readonly file: string) {}

  report(field: string, problem: string): void {
    this.problems.push(`${this.file}: ${field} ${problem}`);
  }

  /** Non-blank text, optionally no longer than `maxLength`. */
  text(field: string, value: unknown, { maxLength }: { maxLength?: number } = {}): void {
    if (typeof value !== "string" || value.trim() === "") {
      this.report(field, `must not be empty (got ${JSON.stringify(value)})`);
    } else if (maxLength !== undefined && value.length > maxLength) {
      this.report(field, `must be at most ${maxLength} characters (has ${value.length})`);
    }
  }

  /** Text that must match a pattern, described in words for the message. */
  pattern(field: string, value: unknown, pattern: RegExp, description: string): void {
    if (typeof value !== "string" || !pattern.test(value)) {
      this.report(field, `must be ${description} (got ${JSON.stringify(value)})`);
    }
  }

  /** A whole number above zero. */
  positiveInteger(field: string, value: unknown, unit = "a whole number"): void {
    if (typeof value !== "number" || !Number.isSafeInteger(value) || value <= 0) {
      this.report(field, `must be ${unit} above zero (got ${JSON.stringify(value)})`);
    }
  }

  /** Exactly `expected` items, as the spec asks. */
  count(field: string, items: readonly unknown[], expected: number): void {
    if (items.length !== expected) {
      this.report(field, `must have exactly ${expected} items (has ${items.length})`);
    }
  }

  /** No two items share the value `key` picks. */
  unique<T>(field: string, items: readonly T[], key: (item: T) => unknown): void {
    const seen = new Set<unknown>();
    for (const item of items) {
      const value = key(item);
      if (seen.has(value)) this.report(field, `must not repeat ${JSON.stringify(value)}`);
      seen.add(value);
    }
  }

  /** An absolute http(s) address with no path, query or trailing slash. */
  origin(field: string, value: unknown): void {
    let url: URL | undefined;
    try {
      url = new URL(String(value));
    } catch {
      // reported below
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value) {
      this.report(
        field,
        `must be an address like "https://www.example.com.br" (got ${JSON.stringify(value)})`,
      );
    }
  }
}
