import { useFormat } from "~/i18n/useFormat";
import { Icon } from "~/components/Icon";
import { SITE } from "~/config/site";
import { BUSINESS_EXPERIENCE_YEARS, PLATFORMS, SUPPORTED_GAMES } from "~/data/business";
import { Message } from "~/i18n/Message";
import { PageHero } from "~/components/PageHero";

/** Title, pitch and three key figures of the partnership page. */
export function BusinessHero() {
  const intl = useFormat();
  const figures = [
    { value: `${intl.formatNumber(BUSINESS_EXPERIENCE_YEARS)}+`, key: "app.business.figure.years" },
    { value: intl.formatNumber(SUPPORTED_GAMES.length), key: "app.business.figure.games" },
    { value: intl.formatNumber(PLATFORMS.length), key: "app.business.figure.platforms" },
  ] as const;
  return (
    <PageHero
      kicker="app.business.kicker"
      title="app.business.title"
      intro="app.business.intro"
      introValues={{ site: SITE.name, years: BUSINESS_EXPERIENCE_YEARS }}
      className="business-hero"
      aside={
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
      }
    >
      <a href={`mailto:${SITE.email}`} className="button button--primary">
        <Icon name="mail" size={18} />
        <span>
          <Message id="app.business.contact.button" />
        </span>
      </a>
    </PageHero>
  );
}
