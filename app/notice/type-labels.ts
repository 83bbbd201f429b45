import type { MessageKey } from "../i18n/messages";
import type { NoticeTypeId } from "./schema";

/** Catalogue keys and images of the two notice types. */
export const NOTICE_TYPE_LABELS: Record<
  NoticeTypeId,
  { titleKey: MessageKey; descriptionKey: MessageKey; metaKey: MessageKey; image: string }
> = {
  game: {
    titleKey: "app.notice.type.game.title",
    descriptionKey: "app.notice.type.game.description",
    metaKey: "app.meta.noticeGame",
    image: "/img/notice/preamble.webp",
  },
  technical: {
    titleKey: "app.notice.type.technical.title",
    descriptionKey: "app.notice.type.technical.description",
    // The technical menu is the "problem or bug" help page: its own description and social image.
    metaKey: "app.meta.noticeTechnical",
    image: "/img/notice/repair.webp",
  },
};
