import { loadTerms } from "~/legal/terms.server";
import { CguDocument } from "~/components/cgu/CguDocument";
import { CguHero } from "~/components/cgu/CguHero";
import { CguTableOfContents } from "~/components/cgu/CguTableOfContents";
import { catalogueMeta } from "~/lib/meta";
import type { Route } from "./+types/cgu";
import "~/styles/pages.css";
import "~/styles/cgu.css";

/** Runs at build time: the terms are pre-rendered into the page. */
export async function loader() {
  return loadTerms();
}

export const meta = catalogueMeta("cgu");

export default function Cgu({ loaderData }: Route.ComponentProps) {
  const { updated, description, html, sections } = loaderData;
  return (
    <div className="page cgu">
      <CguHero updated={updated} />
      <div className="cgu-layout">
        <CguTableOfContents sections={sections} />
        <CguDocument description={description} html={html} />
      </div>
    </div>
  );
}
