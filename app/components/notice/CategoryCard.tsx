import type { CategorySummary } from "~/notice/model";
import { localeDirection } from "~/i18n/locales";
import { useLocale } from "~/i18n/LocaleProvider";
import { useT } from "~/i18n/useT";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { LocalizedLink } from "~/i18n/LocalizedLink";

/** A category on its type's page: image, title, description and the submenu of its articles. */
export function CategoryCard({ category }: { category: CategorySummary }) {
  const t = useT();
  const { locale } = useLocale();
  const headingId = `category-${category.id}`;
  return (
    <section className="category-card" aria-labelledby={headingId}>
      <img src={category.image} alt="" width="640" height="360" loading="lazy" decoding="async" />
      <div className="category-card__body" {...FRENCH_CONTENT}>
        <h2 id={headingId} className="category-card__title">
          <LocalizedLink to={category.path}>{category.title}</LocalizedLink>
        </h2>
        <p className="category-card__description">{category.description}</p>
        <ul className="category-card__articles">
          {category.articles.map((article) => (
            <li key={article.key}>
              <LocalizedLink to={article.path}>{article.title}</LocalizedLink>
            </li>
          ))}
        </ul>
        <p className="category-card__count" lang={locale} dir={localeDirection(locale)}>
          {t("app.notice.articleCount", { count: category.articles.length })}
        </p>
      </div>
    </section>
  );
}
