import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { Message } from "~/i18n/Message";
import { catalogueMeta } from "~/lib/meta";

export const handle: RouteHandle = { titleKey: "app.title.release" };

export function meta() {
  return catalogueMeta("/release", "app.title.release", "app.meta.release");
}

export default function Page() {
  return (
    <section className="page-section">
      <h1>
        <Message id="app.title.release" />
      </h1>
    </section>
  );
}
