import { useFormat } from "~/i18n/useFormat";
import { Icon } from "~/components/Icon";
import { SITE } from "~/config/site";
import { BUSINESS_EXPERIENCE_YEARS, PLATFORMS, SUPPORTED_GAMES } from "~/data/business";
import { Message } from "~/i18n/Message";

/** Title, pitch and three key figures of the partnership page. */
export function BusinessHero() {
  const intl = useFormat();
  const figures = [
    { value: `${intl.formatNumber(BUSINESS_EXPERIENCE_YEARS)}+`, key: "app.business.figure.years" },
    { value: intl.formatNumber(SUPPORTED_GAMES.length), key: "app.business.figure.games" },
    { value: intl.formatNumber(PLATFORMS.length), key: "app.business.figure.platforms" },
  ] as const;
  return (
    <header className="page-hero business-hero">
      <div className="business-hero__text">
        <p className="page-hero__kicker">
          <Message id="app.business.kicker" />
        </p>
        <h1>
          <Message id="app.business.title" />
        </h1>
        <p className="page-intro">
          <Message id="app.business.intro" values={{ site: SITE.name, years: BUSINESS_EXPERIENCE_YEARS }} />
        </p>
        <a href={`mailto:${SITE.email}`} className="button button--primary">
          <Icon name="mail" size={18} />
          <span>
            <Message id="app.business.contact.button" />
          </span>
        </a>
      </div>
      <dl className="business-figures">
        {figures.map((figure) => (
          <div key={figure.key} className="business-figure">
            <dt>
              <Message id={figure.key} />
            </dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
