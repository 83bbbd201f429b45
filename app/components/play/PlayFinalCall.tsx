import { Icon } from "~/components/Icon";
import { SOCIAL_LINKS } from "~/data/social";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { NewTabLink } from "~/components/NewTabLink";
import { LocalizedLink } from "~/i18n/LocalizedLink";

const DISCORD = SOCIAL_LINKS.find((social) => social.id === "discord");

/** Closing call to action: read the rules, then meet the community before the first session. */
export function PlayFinalCall() {
  const t = useT();
  return (
    <section className="cta-band" aria-labelledby="play-final-title">
      <div className="cta-band__text">
        <h2 id="play-final-title">
          <Message id="app.play.final.title" />
        </h2>
        <p>
          <Message id="app.play.final.text" />
        </p>
      </div>
      <div className="button-row">
        <LocalizedLink to="/notice" className="button button--primary">
          <Icon name="book" size={18} />
          <span>
            <Message id="app.play.final.notice" />
          </span>
        </LocalizedLink>
        {DISCORD ? (
          <NewTabLink href={DISCORD.link} label={t("app.play.final.discord")} className="button">
            <Icon name="discord" size={18} />
          </NewTabLink>
        ) : null}
      </div>
    </section>
  );
}
