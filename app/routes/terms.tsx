import { loadTerms } from "~/terms/terms.server";
import { TermsDocument } from "~/components/terms/TermsDocument";
import { TermsHero } from "~/components/terms/TermsHero";
import { TermsTableOfContents } from "~/components/terms/TermsTableOfContents";
import { catalogueMeta } from "~/lib/meta";
import { FRENCH_PAGE } from "~/i18n/french-content";
import { keepPageData } from "~/lib/overlay-history";
import type { Route } from "./+types/terms";
import "~/styles/pages.css";
import "~/styles/terms.css";

// A popup's history entry (overlay-history.ts) has the same address: no data to fetch again.
export const shouldRevalidate = keepPageData;

/** Runs at build time: the terms are pre-rendered into the page. */
export async function loader() {
  return loadTerms();
}

export const meta = catalogueMeta("terms");
export const handle = FRENCH_PAGE;

export default function Cgu({ loaderData }: Route.ComponentProps) {
  const { updated, description, html, sections } = loaderData;
  return (
    <div className="page cgu">
      <TermsHero updated={updated} />
      <div className="terms-layout">
        <TermsTableOfContents sections={sections} />
        <TermsDocument description={description} html={html} />
      </div>
    </div>
  );
}
