import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { catalogueMeta } from "~/lib/meta";

export const handle: RouteHandle = { titleKey: "app.title.index" };

export function meta() {
  return catalogueMeta("/", "app.title.index", "app.meta.index");
}

export default function Home() {
  return (
    <section className="page-section">
      <h1>Brumes RP</h1>
    </section>
  );
}
