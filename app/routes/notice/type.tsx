import { redirect } from "react-router";
import { CategoryCard } from "~/components/notice/CategoryCard";
import { NoticeLayout } from "~/components/notice/NoticeLayout";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { FRENCH_MESSAGES } from "~/i18n/messages";
import { pageMeta } from "~/lib/meta";
import { guardNoticeNavigation } from "~/notice/client-guard";
import { noticeType } from "~/notice/content.server";
import { NOTICE_HOME } from "~/notice/model";
import { NOTICE_TYPE_LABELS } from "~/notice/type-labels";
import type { Route } from "./+types/type";
import "~/styles/notice.css";

export async function loader({ params }: Route.LoaderArgs) {
  const tree = await noticeType(params.type);
  if (!tree) throw redirect(NOTICE_HOME);
  return { tree };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return guardNoticeNavigation(request, serverLoader);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const labels = NOTICE_TYPE_LABELS[loaderData.tree.id];
  return pageMeta({
    path: loaderData.tree.path,
    title: FRENCH_MESSAGES[labels.titleKey],
    description: FRENCH_MESSAGES[labels.metaKey],
    image: labels.image,
  });
}

export default function NoticeType({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tree } = loaderData;
  const labels = NOTICE_TYPE_LABELS[tree.id];
  return (
    <NoticeLayout tree={tree} currentPath={tree.path} crumbs={[{ label: t(labels.titleKey), path: tree.path }]}>
      <h1>
        <Message id={labels.titleKey} />
      </h1>
      <p className="page-intro">
        <Message id={labels.descriptionKey} />
      </p>
      <div className="category-grid">
        {tree.categories.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </div>
    </NoticeLayout>
  );
}
