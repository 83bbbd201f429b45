import { Icon } from "~/components/Icon";
import { CONTRIBUTORS } from "~/data/credits/contributors";
import { sortContributors } from "~/data/credits/order";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { CREDIT_KINDS } from "./credit-kinds";
import { CreditName } from "./CreditName";

const ENTRIES = sortContributors(CONTRIBUTORS);

/** People who helped: those with a page first, then alphabetical; a pictogram tells what they did. */
export function ContributorsColumn() {
  const t = useT();
  return (
    <section
      className="credits-column"
      aria-labelledby="credits-contributors-title"
      data-credits="contributors"
    >
      <h2 id="credits-contributors-title" className="credits-column__title">
        <Message id="app.credits.contributors.title" />
      </h2>
      <ul className="credits-list">
        {ENTRIES.map((contributor) => {
          const kind = CREDIT_KINDS[contributor.icon];
          return (
            <li key={contributor.displayName} className="contributor">
              <span className={`credit-kind credit-kind--${contributor.icon}`} title={t(kind.labelKey)}>
                <Icon name={kind.icon} size={20} />
                <span className="visually-hidden">{t(kind.labelKey)}</span>
              </span>
              <div className="contributor__text">
                <CreditName name={contributor.displayName} link={contributor.link} />
                <span className="contributor__reason">
                  <Message id={`app.credits.reason.${contributor.reasonId}`} />
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
