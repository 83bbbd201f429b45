import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { Message } from "~/i18n/Message";
import { catalogueMeta } from "~/lib/meta";

export const handle: RouteHandle = { titleKey: "app.title.board" };

export function meta() {
  return catalogueMeta("/board", "app.title.board", "app.meta.board");
}

export default function Page() {
  return (
    <section className="page-section">
      <h1>
        <Message id="app.title.board" />
      </h1>
    </section>
  );
}
