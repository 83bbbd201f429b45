import { SITE } from "~/config/site";
import { Message } from "~/i18n/Message";

export function CreditsHero() {
  return (
    <header className="page-hero">
      <p className="page-hero__kicker">
        <Message id="app.credits.kicker" />
      </p>
      <h1>
        <Message id="app.credits.title" />
      </h1>
      <p className="page-intro">
        <Message id="app.credits.intro" values={{ site: SITE.name }} />
      </p>
    </header>
  );
}
