import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { Message } from "~/i18n/Message";
import { catalogueMeta } from "~/lib/meta";

export const handle: RouteHandle = { titleKey: "app.title.credits" };

export function meta() {
  return catalogueMeta("/credits", "app.title.credits", "app.meta.credits");
}

export default function Page() {
  return (
    <section className="page-section">
      <h1>
        <Message id="app.title.credits" />
      </h1>
    </section>
  );
}
