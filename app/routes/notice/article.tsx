import { redirect } from "react-router";
import { ArticleBody } from "~/components/notice/ArticleBody";
import { ArticleHeader } from "~/components/notice/ArticleHeader";
import { NoticeLayout } from "~/components/notice/NoticeLayout";
import { PrevNextLinks } from "~/components/notice/PrevNextLinks";
import { TableOfContents } from "~/components/notice/TableOfContents";
import { localizeLinks } from "~/i18n/localize-links";
import { localeFromPath } from "~/i18n/paths";
import { useT } from "~/i18n/useT";
import { pageLocale, pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { guardNoticeNavigation, noticeHomeFor } from "~/notice/client-guard";
import { noticeType, renderArticle } from "~/notice/content.server";
import { toNavTree, NOTICE_HOME, articlePath } from "~/notice/model";
import { neighbours } from "~/notice/ordering";
import { NOTICE_TYPE_LABELS } from "~/notice/type-labels";
import type { Route } from "./+types/article";
import "~/styles/notice.css";

export async function loader({ params, request }: Route.LoaderArgs) {
  const tree = await noticeType(params.type);
  const category = tree?.categories.find((candidate) => candidate.id === params.category);
  const article = category
    ? await renderArticle(articlePath(params.type, params.category, params.article))
    : undefined;
  if (!tree || !category || !article) throw redirect(noticeHomeFor(request));
  const locale = localeFromPath(new URL(request.url).pathname);
  const { previous, next } = neighbours(tree.categories, article.path);
  return {
    tree: toNavTree(tree),
    typePath: tree.path,
    category: { title: category.title, path: category.path, image: category.image },
    article: { ...article, html: localizeLinks(article.html, locale) },
    previous,
    next,
  };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return guardNoticeNavigation(request, serverLoader);
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { locale, t } = pageLocale(location);
  const { article, category, typePath, tree } = loaderData;
  return [
    ...pageMeta(location, { title: article.title, description: article.description, image: category.image }),
    breadcrumbJsonLd(locale, [
      { name: t("app.title.notice"), path: NOTICE_HOME },
      { name: t(NOTICE_TYPE_LABELS[tree.id].titleKey), path: typePath },
      { name: category.title, path: category.path },
      { name: article.title, path: article.path },
    ]),
  ];
}

export default function NoticeArticle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tree, typePath, category, article, previous, next } = loaderData;
  const labels = NOTICE_TYPE_LABELS[tree.id];
  return (
    <NoticeLayout
      tree={tree}
      currentPath={article.path}
      crumbs={[
        { label: t(labels.titleKey), path: typePath },
        { label: category.title, path: category.path },
        { label: article.title, path: article.path },
      ]}
      aside={<TableOfContents headings={article.headings} />}
    >
      <article className="notice-article">
        <ArticleHeader title={article.title} description={article.description} />
        <ArticleBody html={article.html} />
      </article>
      <PrevNextLinks previous={previous} next={next} />
    </NoticeLayout>
  );
}
