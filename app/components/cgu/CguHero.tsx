import { PageHero } from "~/components/PageHero";
import { TranslationMissingBanner } from "~/components/TranslationMissingBanner";
import { CguUpdated } from "./CguUpdated";

/** The terms' opening: their title, the date of their last update, and the not-translated notice. */
export function CguHero({ updated }: { updated: string }) {
  return (
    <PageHero kicker="app.cgu.kicker" title="app.title.cgu" className="cgu-hero">
      <CguUpdated date={updated} />
      <TranslationMissingBanner />
    </PageHero>
  );
}
