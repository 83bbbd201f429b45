import { Icon } from "~/components/Icon";
import { CLIENT_DOWNLOAD, STORES } from "~/config/play";
import { SITE } from "~/config/site";
import { Message } from "~/i18n/Message";
import type { MessageKey } from "~/i18n/messages";
import { useT } from "~/i18n/useT";
import { NewTabLink } from "~/components/NewTabLink";
import { PlayStep } from "./PlayStep";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { QuizLink } from "~/components/quiz/QuizLink";
import { QUIZ } from "~/config/quiz";

// Store names come from the catalogue: the publisher's launcher is described, not named.
const STORE_LABELS: Record<(typeof STORES)[number]["id"], MessageKey> = {
  steam: "app.play.store.steam",
  epic: "app.play.store.epic",
  rockstar: "app.play.store.publisher",
};

/** The three steps to the server: the base game, the multiplayer client, the whitelist (after the practice quiz). */
export function PlaySteps() {
  const t = useT();
  const client = CLIENT_DOWNLOAD.label;
  return (
    <ol className="play-steps">
      <PlayStep number={1} icon="cart" titleKey="app.play.step1.title" textKey="app.play.step1.text">
        <ul className="store-list">
          {STORES.map((store) => (
            <li key={store.id}>
              <NewTabLink href={store.url} label={t(STORE_LABELS[store.id])} className="button store-link">
                <Icon name="cart" size={18} />
              </NewTabLink>
            </li>
          ))}
        </ul>
      </PlayStep>
      <PlayStep
        number={2}
        icon="download"
        titleKey="app.play.step2.title"
        textKey="app.play.step2.text"
        values={{ client }}
      >
        <NewTabLink
          href={CLIENT_DOWNLOAD.url}
          label={t("app.play.step2.download", { client })}
          className="button button--primary"
        >
          <Icon name="download" size={18} />
        </NewTabLink>
        <ul className="inline-links">
          <li>
            <LocalizedLink to="/notice/technical/installation/altv">
              <Message id="app.play.step2.install" values={{ client }} />
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/notice/technical/repair/altv">
              <Message id="app.play.step2.repair" values={{ client }} />
            </LocalizedLink>
          </li>
        </ul>
      </PlayStep>
      <PlayStep number={3} icon="user-plus" titleKey="app.play.step3.title" textKey="app.play.step3.text">
        {/* Before applying: the practice quiz on the rules the whitelist asks about. */}
        <p className="play-step__quiz">
          <Message id="app.quiz.fromPlay" values={{ count: QUIZ.roundSize }} />
        </p>
        <QuizLink className="button" />
        <NewTabLink
          href={SITE.whitelistUrl}
          label={t("app.play.step3.link")}
          className="button button--primary"
        >
          <Icon name="user-plus" size={18} />
        </NewTabLink>
      </PlayStep>
    </ol>
  );
}
