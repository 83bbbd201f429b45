import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { ReleaseHero } from "~/components/release/ReleaseHero";
import { ReleaseReveal } from "~/components/release/ReleaseReveal";
import { ReleaseVideo } from "~/components/release/ReleaseVideo";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/release.css";

export const handle: RouteHandle = { titleKey: "app.title.release" };

export function meta() {
  return catalogueMeta("/release", "app.title.release", "app.meta.release");
}

export default function Release() {
  return (
    <div className="page release">
      <ReleaseHero />
      <ReleaseVideo />
      <ReleaseReveal />
    </div>
  );
}
