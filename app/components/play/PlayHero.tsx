import { Message } from "~/i18n/Message";

export function PlayHero() {
  return (
    <header className="page-hero">
      <p className="page-hero__kicker">
        <Message id="app.play.kicker" />
      </p>
      <h1>
        <Message id="app.play.title" />
      </h1>
      <p className="page-intro">
        <Message id="app.play.intro" />
      </p>
    </header>
  );
}
