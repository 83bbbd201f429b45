import { PageHero } from "~/components/PageHero";
import { TranslationMissingBanner } from "~/components/TranslationMissingBanner";
import { TermsUpdated } from "./TermsUpdated";

/** The terms' opening: their title, the date of their last update, and the not-translated notice. */
export function TermsHero({ updated }: { updated: string }) {
  return (
    <PageHero kicker="app.terms.kicker" title="app.title.terms" className="terms-hero">
      <TermsUpdated date={updated} />
      <TranslationMissingBanner />
    </PageHero>
  );
}
