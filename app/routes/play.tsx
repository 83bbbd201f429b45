import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { Message } from "~/i18n/Message";
import { catalogueMeta } from "~/lib/meta";

export const handle: RouteHandle = { titleKey: "app.title.play" };

export function meta() {
  return catalogueMeta("/play", "app.title.play", "app.meta.play");
}

export default function Page() {
  return (
    <section className="page-section">
      <h1>
        <Message id="app.title.play" />
      </h1>
    </section>
  );
}
