/**
 * Renders pages to HTML. With `ssr: false` this runs only at build time (to
 * pre-render every page) and in `react-router dev`; it is never shipped to
 * browsers.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { assertValidContent } from "~/content/validate";

// A wrong edit to the content (an empty answer, a negative price, a phone
// with letters…) stops the build here, with the file and field to fix.
assertValidContent();

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    // Static generation waits for the whole page, so the HTML holds every
    // section in place instead of streaming them in with extra scripts.
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000).unref();
  });
}
