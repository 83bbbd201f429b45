import { redirect } from "react-router";
import { CategoryCard } from "~/components/notice/CategoryCard";
import { NoticeLayout } from "~/components/notice/NoticeLayout";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { frenchText, pageMeta } from "~/lib/meta";
import { guardNoticeNavigation } from "~/notice/client-guard";
import { noticeType } from "~/notice/content.server";
import { toNavTree, NOTICE_HOME } from "~/notice/model";
import { NOTICE_TYPE_LABELS } from "~/notice/type-labels";
import { noticeFeedLinks } from "~/notice/feed-links";
import type { Route } from "./+types/type";
import "~/styles/notice.css";

export const links: Route.LinksFunction = noticeFeedLinks;

export async function loader({ params }: Route.LoaderArgs) {
  const tree = await noticeType(params.type);
  if (!tree) throw redirect(NOTICE_HOME);
  return { tree: toNavTree(tree), path: tree.path, categories: tree.categories };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return guardNoticeNavigation(request, serverLoader);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const labels = NOTICE_TYPE_LABELS[loaderData.tree.id];
  return pageMeta({
    path: loaderData.path,
    title: frenchText(labels.titleKey),
    description: frenchText(labels.metaKey),
    image: labels.image,
  });
}

export default function NoticeType({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tree, path, categories } = loaderData;
  const labels = NOTICE_TYPE_LABELS[tree.id];
  return (
    <NoticeLayout tree={tree} currentPath={path} crumbs={[{ label: t(labels.titleKey), path }]}>
      <h1>
        <Message id={labels.titleKey} />
      </h1>
      <p className="page-intro">
        <Message id={labels.descriptionKey} />
      </p>
      <div className="category-grid">
        {categories.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </div>
    </NoticeLayout>
  );
}
