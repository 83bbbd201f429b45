import { Icon } from "~/components/Icon";
import type { Contributor } from "~/data/credits/schema";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { CREDIT_KINDS } from "./credit-kinds";
import { CreditName } from "./CreditName";

/** One contributor: the pictogram of what they did, their name and the line that says it. */
export function ContributorItem({ contributor }: { contributor: Contributor }) {
  const t = useT();
  const kind = CREDIT_KINDS[contributor.icon];
  return (
    <li className="contributor">
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
}
