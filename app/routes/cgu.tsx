import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { Message } from "~/i18n/Message";
import { catalogueMeta } from "~/lib/meta";

export const handle: RouteHandle = { titleKey: "app.title.cgu" };

export function meta() {
  return catalogueMeta("/cgu", "app.title.cgu", "app.meta.cgu");
}

export default function Page() {
  return (
    <section className="page-section">
      <h1>
        <Message id="app.title.cgu" />
      </h1>
    </section>
  );
}
