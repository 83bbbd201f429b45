import type { ReactNode } from "react";
import { PageHero } from "~/components/PageHero";
import { TranslationMissingBanner } from "~/components/TranslationMissingBanner";
import { TermsUpdated } from "./TermsUpdated";

/**
 * The terms' opening: their title, the date of their last update, and the not-translated notice.
 * The editor's preview passes `children` in place of a date staff have not yet typed right.
 */
export function TermsHero({ updated, children }: { updated?: string; children?: ReactNode }) {
  return (
    <PageHero kicker="app.terms.kicker" title="app.title.terms" className="terms-hero">
      {updated ? <TermsUpdated date={updated} /> : children}
      <TranslationMissingBanner />
    </PageHero>
  );
}
