import { boxMeasuresImage } from "~/content/box";
import { hero } from "~/content/home";
import { pages, routedPages } from "~/content/pages";
import { plans } from "~/content/plans";
import { expect, test } from "./support/fixtures";

// The phone most visitors have: what is in its first screen must not wait
// for lazy loading, and nothing under it may load before it is needed.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The picture each page asks for first (fetchpriority="high"), by alt text. */
const priorityImage: Record<string, string | undefined> = {
  [pages.home.path]: hero.illustration.alt,
  [pages.plans.path]: plans[0]!.image.alt,
  [pages.box.path]: boxMeasuresImage.alt,
};

for (const { path } of routedPages) {
  test(`${path}: every picture has a size; the first screen's load at once, the rest lazily`, async ({
    page,
  }) => {
    await page.goto(path);
    const images = await page.locator("img").evaluateAll(
      (elements, screenHeight) =>
        (elements as HTMLImageElement[]).map((img) => {
          const box = img.getBoundingClientRect();
          return {
            src: img.getAttribute("src"),
            alt: img.alt,
            width: img.getAttribute("width"),
            height: img.getAttribute("height"),
            loading: img.getAttribute("loading"),
            fetchPriority: img.getAttribute("fetchpriority"),
            isInFirstScreen: box.width > 0 && box.top < screenHeight && box.bottom > 0,
          };
        }),
      PHONE.height,
    );

    for (const image of images) {
      expect(image.width, `width of ${image.src}`).toMatch(/^[1-9]\d*$/);
      expect(image.height, `height of ${image.src}`).toMatch(/^[1-9]\d*$/);
    }
    const firstScreen = images.filter((image) => image.isInFirstScreen);
    for (const image of firstScreen) {
      expect(image.loading, `${image.src} is in the first screen`).not.toBe("lazy");
    }
    // The header's logo is repeated in the footer and the menu: same file,
    // already downloaded, so those copies cost nothing.
    const alreadyLoaded = new Set(firstScreen.map((image) => image.src));
    for (const image of images.filter((image) => !image.isInFirstScreen)) {
      if (alreadyLoaded.has(image.src)) continue;
      expect(image.loading, `${image.src} is below the first screen`).toBe("lazy");
    }

    const expected = priorityImage[path];
    expect(
      images.filter((image) => image.fetchPriority === "high").map((image) => image.alt),
    ).toEqual(expected === undefined ? [] : [expected]);
  });
}
