// autocannon ships no type declarations; these cover what scripts/bench-serve.mjs uses.
declare module "autocannon" {
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds to wait for each response. */
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
  }
  /** Milliseconds; p2_5, p50, p97_5, p99, p99_9… */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    [percentile: string]: number;
  }
  export interface Result {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }
  export interface Instance {
    stop(): void;
  }
  /** `errors` counts timeouts too. */
  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
