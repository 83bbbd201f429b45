import { NotFound } from "~/components/NotFound";
import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { catalogueMeta } from "~/lib/meta";
import { NOT_FOUND_PATH } from "~/data/pages";

export const handle: RouteHandle = { titleKey: "app.title.notFound", bareTitle: true };

export function meta() {
  return [
    ...catalogueMeta(NOT_FOUND_PATH, "app.title.notFound", "app.meta.notFound", {
      bareTitle: true,
      canonical: false,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
