/**
 * Entry of the build that scripts/photos/pipeline.test.ts makes: renders
 * the site's ContentImage to HTML the way pre-rendering does, with the
 * `virtual:photos` of that build.
 */
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ContentImage } from "~/components/ui/content-image";

export function renderContentImage(props: ComponentProps<typeof ContentImage>): string {
  return renderToStaticMarkup(createElement(ContentImage, props));
}
