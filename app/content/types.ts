/** Icons the content can ask for; components/icon.tsx maps them to drawings. */
export type IconName =
  | "shield"
  | "hand"
  | "recycle"
  | "truck"
  | "lock"
  | "tag"
  | "calendar"
  | "package-check"
  | "sparkles"
  | "badge-percent"
  | "zap"
  | "ruler"
  | "box"
  | "weight"
  | "book"
  | "shirt"
  | "footprints";

export interface Illustration {
  /** Path of the picture under app/assets, e.g. "illustrations/caixa.svg". */
  file: string;
  width: number;
  height: number;
  /** What the image shows, for people who cannot see it. Empty when decorative. */
  alt: string;
}

export interface IconCard {
  icon: IconName;
  title: string;
  text: string;
}
