// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, data, Meta } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { ErrorBoundary } from "./root";

afterEach(cleanup);

function renderFailingRoute(route: { Component?: () => never; loader?: () => never }) {
  const Stub = createRoutesStub([{ path: "/", ...route, ErrorBoundary }]);
  render(<Stub initialEntries={["/"]} />);
}

test("an error thrown while rendering shows the fallback with its message and a way home", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  renderFailingRoute({
    Component: () => {
      throw new Error("Falha ao desenhar a página");
    },
  });
  expect(
    await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeTruthy();
  expect(screen.getByText("Falha ao desenhar a página")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Voltar para o início" }).getAttribute("href")).toBe("/");
  // The site's frame stays: the visitor can still find their way.
  expect(screen.getByRole("link", { name: "Perguntas Frequentes" }).getAttribute("href")).toBe(
    "/faq",
  );
});

test("an error response shows its status", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  renderFailingRoute({
    loader: () => {
      throw data(null, { status: 503, statusText: "Service Unavailable" });
    },
  });
  expect(await screen.findByText("503 Service Unavailable")).toBeTruthy();
  expect(
    screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeTruthy();
});

test("structured data cannot close its script: '<' is escaped in the HTML", () => {
  const hostile = "</script><script>alert(1)</script><!--";
  const jsonLd = { "@context": "https://schema.org", "@type": "Thing", name: hostile };
  const Stub = createRoutesStub([
    { path: "/", meta: () => [{ "script:ld+json": jsonLd }], Component: () => <Meta /> },
  ]);
  const html = renderToString(<Stub initialEntries={["/"]} />);
  expect(html.match(/<script\b/g)).toHaveLength(1);
  const body = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)?.[1];
  expect(body).not.toContain("<");
  expect(JSON.parse(body!)).toEqual(jsonLd);
});
