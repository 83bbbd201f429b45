import { NotFound } from "~/components/NotFound";
import { catalogueMeta } from "~/lib/meta";

// Pre-rendered once per language, then served by the servers for every unknown path of that language.
export const meta = catalogueMeta("notFound", { indexable: false });

export default function NotFoundRoute() {
  return <NotFound />;
}
