import type { MessageKey } from "~/i18n/messages";

/** One slide of the home carousel: its texts (catalogue keys); its picture follows its position (slide-images.ts). */
export interface HomeSlideContent {
  id: string;
  titleKey: MessageKey;
  textKey: MessageKey;
}

export const HOME_SLIDES: readonly HomeSlideContent[] = [
  {
    id: "one",
    titleKey: "app.home.slideone.title",
    textKey: "app.home.slideone.text",
  },
  {
    id: "two",
    titleKey: "app.home.slidetwo.title",
    textKey: "app.home.slidetwo.text",
  },
  {
    id: "three",
    titleKey: "app.home.slidethree.title",
    textKey: "app.home.slidethree.text",
  },
  {
    id: "four",
    titleKey: "app.home.slidefour.title",
    textKey: "app.home.slidefour.text",
  },
];
