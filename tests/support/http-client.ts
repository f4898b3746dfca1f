import http from "node:http";

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as sent: never decompressed. */
  body: Buffer;
}

/**
 * A plain node:http request. Unlike fetch it never decompresses, so tests see
 * the bytes and Content-Encoding the server really sent.
 */
export function request(
  url: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
