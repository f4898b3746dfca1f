import https from "node:https";
import { describe, expect, test } from "vitest";
import {
  findExternalImageHosts,
  hostResolverFlags,
  STAND_IN_IMAGE,
  startImageHostStandIn,
} from "./image-host-stand-in.mjs";

describe("findExternalImageHosts", () => {
  test("finds the hosts of absolute picture URLs, not the site's own", () => {
    const html =
      '<img src="/assets/logo.svg"/><img alt="" src="https://www.empresa.example/images/a.webp"/>' +
      '<img srcset="https://cdn.example/a-480.avif 480w, /assets/b.avif 960w"/>' +
      '<a href="https://wa.me/5511999999999">WhatsApp</a>';
    expect(findExternalImageHosts(html)).toEqual(["cdn.example", "www.empresa.example"]);
  });

  test("finds none on a page without them", () => {
    expect(findExternalImageHosts('<img src="/assets/a.svg"/>')).toEqual([]);
  });
});

describe("hostResolverFlags", () => {
  test("maps every host to the stand-in's loopback port", () => {
    expect(hostResolverFlags(["a.example", "b.example:8443"], 4321)).toEqual([
      "--host-resolver-rules=MAP a.example 127.0.0.1:4321, MAP b.example 127.0.0.1:4321",
      "--ignore-certificate-errors",
    ]);
  });
});

test("the stand-in answers any picture over HTTPS on loopback", async () => {
  const standIn = await startImageHostStandIn(["www.empresa.example"]);
  try {
    const port = Number(/127\.0\.0\.1:(\d+)/.exec(standIn.chromeFlags[0]!)?.[1]);
    const { status, type, body } = await new Promise<{
      status?: number;
      type?: string;
      body: string;
    }>((resolve, reject) => {
      https
        .get(
          {
            host: "127.0.0.1",
            port,
            path: "/images/regioes-atendidas.webp",
            servername: "www.empresa.example",
            rejectUnauthorized: false,
          },
          (response) => {
            let text = "";
            response.on("data", (chunk: Buffer) => (text += chunk));
            response.on("end", () =>
              resolve({
                status: response.statusCode,
                type: response.headers["content-type"],
                body: text,
              }),
            );
          },
        )
        .on("error", reject);
    });
    expect(status).toBe(200);
    expect(type).toBe("image/svg+xml");
    expect(body).toBe(STAND_IN_IMAGE);
  } finally {
    await standIn.stop();
  }
});
