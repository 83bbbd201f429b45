import { Icon } from "~/components/Icon";
import { Message } from "~/i18n/Message";
import { LocalizedLink } from "~/i18n/LocalizedLink";

/** What a player needs before the three steps: licence, hardware, age and a validated account. */
export function PlayRequirements() {
  return (
    <aside className="play-requirements card" aria-labelledby="play-requirements-title">
      <h2 id="play-requirements-title" className="play-requirements__title">
        <Icon name="list-checks" size={22} />
        <span>
          <Message id="app.play.requirements.title" />
        </span>
      </h2>
      <ul className="check-list">
        <li>
          <Icon name="check" size={18} />
          <span>
            <Message id="app.play.requirements.licence" />
          </span>
        </li>
        <li>
          <Icon name="check" size={18} />
          <span>
            <Message
              id="app.play.requirements.hardware"
              values={{
                link: (
                  <LocalizedLink to="/notice/technical/installation/prerequisite">
                    <Message id="app.play.requirements.hardwareLink" />
                  </LocalizedLink>
                ),
              }}
            />
          </span>
        </li>
        <li>
          <Icon name="check" size={18} />
          <span>
            <Message id="app.play.requirements.account" />
          </span>
        </li>
        <li>
          <Icon name="check" size={18} />
          <span>
            <Message id="app.play.requirements.age" />
          </span>
        </li>
      </ul>
    </aside>
  );
}
