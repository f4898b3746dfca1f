import net from "node:net";

export interface RawResponse {
  /** Status code of the first response line, or null when the server sent none. */
  status: number | null;
  /** Response headers, names in lower case (repeated headers joined with ", "). */
  headers: Record<string, string>;
  /** Every header line as received, to spot duplicates. */
  headerLines: string[];
  body: Buffer;
  /** True when the timeout passed before the server closed the connection. */
  timedOut: boolean;
}

/**
 * Sends bytes exactly as given over a TCP socket and reads the answer until
 * the server closes the connection or the timeout passes. Unlike fetch, it
 * lets "..", bad escapes and malformed requests reach the server untouched.
 */
export function sendRaw(
  port: number,
  request: string | Buffer,
  { host = "127.0.0.1", timeoutMs = 4_000 } = {},
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host, port });
    const finish = (timedOut: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseResponse(Buffer.concat(chunks)), timedOut });
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => finish(false));
    socket.on("error", () => finish(false));
    socket.write(request);
  });
}

/** A GET with `Connection: close`, so the server ends the socket after answering. */
export function rawGet(port: number, target: string, extraHeaders: string[] = []) {
  const lines = [`GET ${target} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close", ...extraHeaders];
  return sendRaw(port, `${lines.join("\r\n")}\r\n\r\n`);
}

function parseResponse(data: Buffer): Omit<RawResponse, "timedOut"> {
  const headEnd = data.indexOf("\r\n\r\n");
  const head = (headEnd === -1 ? data : data.subarray(0, headEnd)).toString("latin1");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const match = /^HTTP\/\d(?:\.\d)? (\d{3})/.exec(statusLine);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon === -1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return {
    status: match ? Number(match[1]) : null,
    headers,
    headerLines,
    body: headEnd === -1 ? Buffer.alloc(0) : data.subarray(headEnd + 4),
  };
}
