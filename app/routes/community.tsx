import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { Message } from "~/i18n/Message";
import { catalogueMeta } from "~/lib/meta";

export const handle: RouteHandle = { titleKey: "app.title.community" };

export function meta() {
  return catalogueMeta("/community", "app.title.community", "app.meta.community");
}

export default function Page() {
  return (
    <section className="page-section">
      <h1>
        <Message id="app.title.community" />
      </h1>
    </section>
  );
}
