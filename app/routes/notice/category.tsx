import { redirect } from "react-router";
import { ArticleBody } from "~/components/notice/ArticleBody";
import { ArticleHeader } from "~/components/notice/ArticleHeader";
import { NoticeLayout } from "~/components/notice/NoticeLayout";
import { TableOfContents } from "~/components/notice/TableOfContents";
import { localizeLinks } from "~/i18n/localize-links";
import { localeFromPath } from "~/i18n/paths";
import { useT } from "~/i18n/useT";
import { pageLocale, pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { guardNoticeNavigation, noticeHomeFor } from "~/notice/client-guard";
import { noticeType, renderArticle } from "~/notice/content.server";
import { toNavTree, NOTICE_HOME, type ArticleContent } from "~/notice/model";
import { NOTICE_TYPE_LABELS } from "~/notice/type-labels";
import type { Route } from "./+types/category";
import "~/styles/notice.css";

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
  return {
    tree: toNavTree(tree),
    typePath: tree.path,
    category: categoryInfo,
    articles: articles
      .filter((article): article is ArticleContent => !!article)
      .map((article) => ({ ...article, html: localizeLinks(article.html, locale) })),
  };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return guardNoticeNavigation(request, serverLoader);
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { locale, t } = pageLocale(location);
  const { category, typePath, tree } = loaderData;
  return [
    ...pageMeta(location, {
      title: category.title,
      description: category.description,
      image: category.image,
    }),
    breadcrumbJsonLd(locale, [
      { name: t("app.title.notice"), path: NOTICE_HOME },
      { name: t(NOTICE_TYPE_LABELS[tree.id].titleKey), path: typePath },
      { name: category.title, path: category.path },
    ]),
  ];
}

export default function NoticeCategory({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tree, typePath, category, articles } = loaderData;
  const labels = NOTICE_TYPE_LABELS[tree.id];
  const toc = articles.map((article) => ({ depth: 2 as const, text: article.title, id: article.key }));
  return (
    <NoticeLayout
      tree={tree}
      currentPath={category.path}
      crumbs={[
        { label: t(labels.titleKey), path: typePath },
        { label: category.title, path: category.path },
      ]}
      aside={<TableOfContents headings={toc} />}
    >
      <ArticleHeader title={category.title} description={category.description} />
      {articles.map((article) => (
        <article key={article.key} className="notice-article" aria-labelledby={article.key}>
          <ArticleHeader title={article.title} description={article.description} level={2} id={article.key} />
          <ArticleBody html={article.html} />
        </article>
      ))}
    </NoticeLayout>
  );
}
