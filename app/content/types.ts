export interface Illustration {
  /** Path of the picture under app/assets, e.g. "illustrations/caixa.svg". */
  file: string;
  width: number;
  height: number;
  /** What the image shows, for people who cannot see it. Empty when decorative. */
  alt: string;
}

/**
 * A card with an icon, a title and a sentence. `icon` names a drawing; the
 * page that shows the cards maps each name to an icon component, so a page
 * downloads only the icons it shows.
 */
export interface IconCard<Icon extends string = string> {
  icon: Icon;
  title: string;
  text: string;
}
