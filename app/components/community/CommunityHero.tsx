import { Message } from "~/i18n/Message";

export function CommunityHero() {
  return (
    <header className="page-hero">
      <p className="page-hero__kicker">
        <Message id="app.community.kicker" />
      </p>
      <h1>
        <Message id="app.community.title" />
      </h1>
      <p className="page-intro">
        <Message id="app.community.intro" />
      </p>
    </header>
  );
}
