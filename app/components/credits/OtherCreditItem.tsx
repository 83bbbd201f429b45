import { Icon } from "~/components/Icon";
import { NewTabLink } from "~/components/NewTabLink";
import { CREDITS_IMAGES } from "~/config/credits";
import type { OtherCredit } from "~/data/credits/schema";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { CREDIT_KINDS } from "./credit-kinds";

/** One tool or modder: badge (or pictogram), name with a star for favourites, why, and links. */
export function OtherCreditItem({ other }: { other: OtherCredit }) {
  const t = useT();
  return (
    <li className="other-credit" data-favorite={other.favorite || undefined}>
      {other.image ? (
        <img
          className="other-credit__badge"
          src={CREDITS_IMAGES.others(other.image)}
          alt=""
          width={CREDITS_IMAGES.othersSizePx}
          height={CREDITS_IMAGES.othersSizePx}
          loading="lazy"
          decoding="async"
        />
      ) : other.icon ? (
        <span className={`other-credit__badge credit-kind credit-kind--${other.icon}`}>
          <Icon name={CREDIT_KINDS[other.icon].icon} size={24} />
        </span>
      ) : null}
      <div className="other-credit__text">
        <h3 className="other-credit__name">
          <span className="credit-name">{other.displayName}</span>
          {other.favorite ? (
            <span className="favorite-star" title={t("app.credits.favorite")}>
              <Icon name="star" size={16} />
              <span className="visually-hidden">{t("app.credits.favorite")}</span>
            </span>
          ) : null}
        </h3>
        <p className="other-credit__description">
          <Message id={`app.credits.tool.${other.descriptionId}`} />
        </p>
        <ul className="other-credit__links">
          {other.links.map((link) => (
            <li key={link.url}>
              <NewTabLink href={link.url} label={t(`app.credits.link.${link.kind}`)} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
