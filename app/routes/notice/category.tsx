import { redirect } from "react-router";
import { ArticleBody } from "~/components/notice/ArticleBody";
import { ArticleHeader } from "~/components/notice/ArticleHeader";
import { ArticleUpdated } from "~/components/notice/ArticleUpdated";
import { BackToListLink } from "~/components/notice/BackToListLink";
import { CategoryArticleList } from "~/components/notice/CategoryArticleList";
import { NoticeLayout } from "~/components/notice/NoticeLayout";
import { TableOfContents } from "~/components/notice/TableOfContents";
import { UpdatedSinceVisitMark } from "~/components/notice/UpdatedSinceVisitMark";
import { localizeLinks } from "~/i18n/localize-links";
import { exampleKindLabels, fillExampleKinds } from "~/notice/example-kinds";
import { localeFromPath } from "~/i18n/paths";
import { useT } from "~/i18n/useT";
import { pageLocale, pageMeta } from "~/lib/meta";
import { noticeBreadcrumbJsonLd, noticeTrail, type TrailPlace } from "~/notice/trail";
import { guardNoticeNavigation, noticeHomeFor } from "~/notice/client-guard";
import { noticeType, renderArticle } from "~/notice/content.server";
import { toNavTree, type ArticleContent } from "~/notice/model";
import { useUpdatedSinceVisit } from "~/notice/useUpdatedSinceVisit";
import { noticeFeedLinks } from "~/notice/feed-links";
import { distinctTableLabels } from "~/notice/distinct-table-labels";
import { FRENCH_PAGE } from "~/i18n/french-content";
import { keepPageData } from "~/lib/overlay-history";
import type { Route } from "./+types/category";
import "~/styles/notice.css";

// A popup's history entry (overlay-history.ts) has the same address: no data to fetch again.
export const shouldRevalidate = keepPageData;

export const links: Route.LinksFunction = noticeFeedLinks;
export const handle = FRENCH_PAGE;

export async function loader({ params, request }: Route.LoaderArgs) {
  const tree = await noticeType(params.type);
  const category = tree?.categories.find((candidate) => candidate.id === params.category);
  if (!tree || !category) throw redirect(noticeHomeFor(request));
  const locale = localeFromPath(new URL(request.url).pathname);
  // Heading ids are prefixed with the article key: several articles share this page.
  const articles = await Promise.all(
    category.articles.map((article) => renderArticle(article.path, `${article.key}-`)),
  );
  const { articles: _summaries, ...categoryInfo } = category;
  const kinds = await exampleKindLabels(locale);
  return {
    tree: toNavTree(tree),
    typePath: tree.path,
    category: categoryInfo,
    articles: distinctTableLabels(
      articles
        .filter((article): article is ArticleContent => !!article)
        .map((article) => ({
          ...article,
          html: fillExampleKinds(localizeLinks(article.html, locale), kinds),
        })),
    ),
  };
}

/** Where the category page sits in the rulebook. */
function trailPlace({ tree, typePath, category }: Route.ComponentProps["loaderData"]): TrailPlace {
  return { type: tree.id, typePath, category: { label: category.title, path: category.path } };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return guardNoticeNavigation(request, serverLoader);
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { locale, t } = pageLocale(location);
  const { category } = loaderData;
  return [
    ...pageMeta(location, {
      title: category.title,
      description: category.description,
      image: category.image,
    }),
    noticeBreadcrumbJsonLd(locale, t("app.title.notice"), noticeTrail(t, trailPlace(loaderData))),
  ];
}

export default function NoticeCategory({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tree, category, articles } = loaderData;
  const toc = articles.map((article) => ({ depth: 2 as const, text: article.title, id: article.key }));
  const changed = useUpdatedSinceVisit(articles);
  return (
    <NoticeLayout
      tree={tree}
      currentPath={category.path}
      crumbs={noticeTrail(t, trailPlace(loaderData))}
      aside={<TableOfContents headings={toc} />}
    >
      <ArticleHeader title={category.title} description={category.description} />
      <CategoryArticleList
        articles={articles.map((article) => ({ id: article.key, title: article.title }))}
      />
      {articles.map((article) => (
        <article key={article.key} className="notice-article" aria-labelledby={article.key}>
          <ArticleHeader
            title={article.title}
            description={article.description}
            level={2}
            id={article.key}
            mark={changed.has(article.path) ? <UpdatedSinceVisitMark /> : null}
          />
          <ArticleUpdated
            published={article.published}
            updated={article.updated}
            category={article.category}
          />
          <ArticleBody html={article.html} categoryTitle={category.title} articleTitle={article.title} />
          <BackToListLink />
        </article>
      ))}
    </NoticeLayout>
  );
}
