/**
 * Brand colours that are needed outside the stylesheet: the browser's theme
 * colour (<meta name="theme-color">, the web manifest) and the share image
 * and icons drawn at build time. Keys are the token names of app/app.css
 * (`"brand-700"` is `--color-brand-700`); brand-colors.test.ts fails when a
 * value here and its token there disagree, so the two cannot drift apart.
 */
export const brandColors = {
  "brand-50": "#effaf3",
  "brand-100": "#d8f3e1",
  "brand-700": "#12623d",
  "brand-900": "#0e402b",
  "brand-950": "#062417",
  "leaf-400": "#9acd4f",
  "leaf-500": "#7cb82f",
  "sand-50": "#fbf8f1",
  "ink-muted": "#46564e",
} as const;

export type BrandColorToken = keyof typeof brandColors;

/**
 * The browser UI colour (address bar on Android, the title bar of a home
 * screen shortcut): the deep green of the buttons and the logo tile.
 */
export const themeColor = brandColors["brand-700"];

/**
 * What a launcher paints before the first page arrives: the pale green the
 * top of every page starts with (header over the hero gradient), so the
 * page replaces it without a flash.
 */
export const launchBackgroundColor = brandColors["brand-50"];
