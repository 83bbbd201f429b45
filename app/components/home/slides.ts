import { HOME_MEDIA } from "~/config/home";
import type { MessageKey } from "~/i18n/messages";

/** One slide of the home carousel: its texts (catalogue keys) and background image. */
export interface HomeSlideContent {
  id: string;
  titleKey: MessageKey;
  textKey: MessageKey;
  image: string;
}

export const HOME_SLIDES: readonly HomeSlideContent[] = [
  {
    id: "one",
    titleKey: "app.home.slideone.title",
    textKey: "app.home.slideone.text",
    image: HOME_MEDIA.slideImage(1),
  },
  {
    id: "two",
    titleKey: "app.home.slidetwo.title",
    textKey: "app.home.slidetwo.text",
    image: HOME_MEDIA.slideImage(2),
  },
  {
    id: "three",
    titleKey: "app.home.slidethree.title",
    textKey: "app.home.slidethree.text",
    image: HOME_MEDIA.slideImage(3),
  },
  {
    id: "four",
    titleKey: "app.home.slidefour.title",
    textKey: "app.home.slidefour.text",
    image: HOME_MEDIA.slideImage(4),
  },
];
