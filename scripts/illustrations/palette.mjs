// @ts-check
/** The illustration palette: every colour used in the SVG files comes from here. */
export const COLORS = Object.freeze({
  top: "#4db37b",
  seam: "#12623d",
  lit: "#2a975f",
  shaded: "#1b7a4b",
  deep: "#0e402b",
  highlight: "#82d0a3",
  leaf: "#7cb82f",
  leafLight: "#9acd4f",
  seal: "#f2b705",
  sealDetail: "#b98a00",
  label: "#ffffff",
  labelLine: "#d8f3e1",
  /** Contents of the open box. */
  sand: "#e9dcc0",
  terracotta: "#c46b4a",
  blue: "#3f6fa8",
  cream: "#f5efe2",
  brown: "#6b4f3a",
  ink: "#15211b",
});

/** Opacity of the soft ground shadow (fill #0e402b). */
export const SHADOW_OPACITY = 0.12;
