/** A picture shown on a page: an SVG illustration or a photo. */
export interface Illustration {
  /**
   * Path of the picture under app/assets: "illustrations/caixa.svg", or a
   * JPG/PNG in photos/ ("photos/kit-30.jpg"), which the build optimises.
   */
  file: string;
  /**
   * Shape the page reserves for the picture. For a photo only the
   * proportions count (the content check compares them with the file); the
   * page uses the photo's real pixel size.
   */
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
