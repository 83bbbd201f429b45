import { Icon, type IconName } from "~/components/Icon";
import { SITE } from "~/config/site";
import { Message } from "~/i18n/Message";
import type { MessageKey } from "~/i18n/messages";
import { LocalizedLink } from "~/i18n/LocalizedLink";

const HIGHLIGHTS: ReadonlyArray<{ icon: IconName; titleKey: MessageKey; textKey: MessageKey }> = [
  { icon: "mic", titleKey: "app.home.welcome.voice.title", textKey: "app.home.welcome.voice.text" },
  { icon: "map", titleKey: "app.home.welcome.island.title", textKey: "app.home.welcome.island.text" },
  { icon: "shield", titleKey: "app.home.welcome.staff.title", textKey: "app.home.welcome.staff.text" },
];

/** A short welcome with what makes the server, and the two ways in: play or read the rules. */
export function HomeWelcome() {
  return (
    <section className="home-welcome" aria-labelledby="home-welcome-title">
      <div className="home-welcome__intro">
        <h2 id="home-welcome-title">
          <Message id="app.home.welcome.title" />
        </h2>
        <p className="page-intro">
          <Message id="app.home.welcome.text" values={{ site: SITE.name, year: SITE.foundedYear }} />
        </p>
        <div className="button-row">
          <LocalizedLink to="/play" className="button button--primary">
            <Icon name="gamepad" size={18} />
            <span>
              <Message id="app.home.welcome.play" />
            </span>
          </LocalizedLink>
          <LocalizedLink to="/notice" className="button">
            <Icon name="book" size={18} />
            <span>
              <Message id="app.home.welcome.notice" />
            </span>
          </LocalizedLink>
        </div>
      </div>
      <ul className="home-highlights">
        {HIGHLIGHTS.map((highlight) => (
          <li key={highlight.titleKey} className="home-highlight card">
            <span className="feature-card__icon home-highlight__icon">
              <Icon name={highlight.icon} size={24} />
            </span>
            <div>
              <h3>
                <Message id={highlight.titleKey} />
              </h3>
              <p>
                <Message id={highlight.textKey} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
