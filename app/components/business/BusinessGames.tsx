import { SUPPORTED_GAMES, type Platform } from "~/data/business";
import { Message } from "~/i18n/Message";
import type { MessageKey } from "~/i18n/messages";
import { useT } from "~/i18n/useT";

const PLATFORM_LABELS: Record<Platform, MessageKey> = {
  pc: "app.business.platform.pc",
  playstation: "app.business.platform.playstation",
  xbox: "app.business.platform.xbox",
  switch: "app.business.platform.switch",
  mobile: "app.business.platform.mobile",
};

/** The supported games, each with the platforms it is offered on. */
export function BusinessGames() {
  const t = useT();
  return (
    <section className="page-section" aria-labelledby="business-games-title">
      <h2 id="business-games-title">
        <Message id="app.business.games.title" />
      </h2>
      <p className="page-intro">
        <Message id="app.business.games.text" />
      </p>
      <ul className="game-grid">
        {SUPPORTED_GAMES.map((game) => (
          <li key={game.id} className="game-card">
            <h3 className="game-card__name">{game.name}</h3>
            <ul className="platform-list" aria-label={t("app.business.games.platforms", { game: game.name })}>
              {game.platforms.map((platform) => (
                <li key={platform} className={`platform platform--${platform}`}>
                  <Message id={PLATFORM_LABELS[platform]} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
