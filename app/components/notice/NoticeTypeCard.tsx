import { Icon } from "~/components/Icon";
import type { MessageKey } from "~/i18n/messages";
import { useT } from "~/i18n/useT";
import { LocalizedLink } from "~/i18n/LocalizedLink";

interface Props {
  path: string;
  titleKey: MessageKey;
  descriptionKey: MessageKey;
  image: string;
  articleCount: number;
}

/** One of the two entries of the rulebook's home: game or technical. */
export function NoticeTypeCard({ path, titleKey, descriptionKey, image, articleCount }: Props) {
  const t = useT();
  return (
    <LocalizedLink to={path} className="notice-type-card">
      <img src={image} alt="" width="640" height="360" decoding="async" />
      <span className="notice-type-card__body">
        <span className="notice-type-card__title">{t(titleKey)}</span>
        <span className="notice-type-card__description">{t(descriptionKey)}</span>
        <span className="notice-type-card__meta">
          {t("app.notice.articleCount", { count: articleCount })}
          <Icon name="arrow-right" size={18} className="flip-rtl" />
        </span>
      </span>
    </LocalizedLink>
  );
}
