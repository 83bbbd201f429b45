import { FRENCH_CONTENT } from "~/i18n/french-content";

/** Title and summary of an article or category, in the rulebook's language. */
export function ArticleHeader({
  title,
  description,
  level = 1,
  id,
}: {
  title: string;
  description: string;
  level?: 1 | 2;
  id?: string;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <header className="article-header" {...FRENCH_CONTENT}>
      <Heading id={id} className="article-header__title">
        {title}
      </Heading>
      <p className="article-header__description">{description}</p>
    </header>
  );
}
