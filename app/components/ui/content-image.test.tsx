import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { assetUrl } from "~/assets/images";
import { ContentImage } from "./content-image";

// Photos are covered end to end, through a real build, by
// scripts/photos/pipeline.test.ts; app/assets/photos is empty here.
const drawing = {
  file: "illustrations/kit-30-caixas.svg",
  width: 480,
  height: 360,
  alt: "Pilha com 30 caixas",
};

test("an SVG is one <img> with its size and alt, loaded lazily", () => {
  const html = renderToStaticMarkup(
    <ContentImage image={drawing} sizes="16rem" className="h-auto w-full" />,
  );
  expect(html).toBe(
    `<img loading="lazy" decoding="async" src="${assetUrl(drawing.file)}" width="480" height="360" alt="Pilha com 30 caixas" class="h-auto w-full"/>`,
  );
});

test("a priority picture loads at once, ahead of other downloads", () => {
  const html = renderToStaticMarkup(<ContentImage image={drawing} sizes="16rem" priority />);
  const url = assetUrl(drawing.file);
  expect(html).toBe(
    // React adds the preload; in a full page it goes up into <head>.
    `<link rel="preload" as="image" href="${url}" fetchPriority="high"/>` +
      `<img loading="eager" fetchPriority="high" src="${url}" width="480" height="360" alt="Pilha com 30 caixas"/>`,
  );
});

test("a picture that is not in app/assets fails loudly instead of a broken <img>", () => {
  expect(() =>
    renderToStaticMarkup(
      <ContentImage image={{ ...drawing, file: "illustrations/nao-existe.svg" }} sizes="16rem" />,
    ),
  ).toThrow("app/assets/illustrations/nao-existe.svg does not exist");
});
