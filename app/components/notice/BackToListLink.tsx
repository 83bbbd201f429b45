import { Icon } from "~/components/Icon";
import { useT } from "~/i18n/useT";
import { CATEGORY_ARTICLES_ID } from "./CategoryArticleList";

/** After each article of a category page: back up to the list of its articles. */
export function BackToListLink() {
  const t = useT();
  return (
    <p className="back-to-list">
      <a href={`#${CATEGORY_ARTICLES_ID}`}>
        <Icon name="chevron-right" size={16} className="back-to-list__icon" />
        {t("app.notice.category.backToList")}
      </a>
    </p>
  );
}
