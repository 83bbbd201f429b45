import { TranslationMissingBanner } from "~/components/TranslationMissingBanner";
import { Message } from "~/i18n/Message";
import { CguUpdated } from "./CguUpdated";

export function CguHero({ updated }: { updated: string }) {
  return (
    <header className="page-hero cgu-hero">
      <p className="page-hero__kicker">
        <Message id="app.cgu.kicker" />
      </p>
      <h1>
        <Message id="app.title.cgu" />
      </h1>
      <CguUpdated date={updated} />
      <TranslationMissingBanner />
    </header>
  );
}
