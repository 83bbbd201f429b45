import { Message } from "~/i18n/Message";

export function ReleaseHero() {
  return (
    <header className="page-hero page-hero--center">
      <p className="page-hero__kicker">
        <Message id="app.release.kicker" />
      </p>
      <h1>
        <Message id="app.release.title" />
      </h1>
      <p className="page-intro">
        <Message id="app.release.intro" />
      </p>
    </header>
  );
}
