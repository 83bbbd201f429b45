import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { Message } from "~/i18n/Message";
import { catalogueMeta } from "~/lib/meta";

export const handle: RouteHandle = { titleKey: "app.title.business" };

export function meta() {
  return catalogueMeta("/business", "app.title.business", "app.meta.business");
}

export default function Page() {
  return (
    <section className="page-section">
      <h1>
        <Message id="app.title.business" />
      </h1>
    </section>
  );
}
