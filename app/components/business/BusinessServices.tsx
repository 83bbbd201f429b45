import { Icon, type IconName } from "~/components/Icon";
import { Message } from "~/i18n/Message";
import type { MessageKey } from "~/i18n/messages";

const SERVICES: ReadonlyArray<{ icon: IconName; titleKey: MessageKey; textKey: MessageKey }> = [
  {
    icon: "server",
    titleKey: "app.business.service.servers.title",
    textKey: "app.business.service.servers.text",
  },
  {
    icon: "code",
    titleKey: "app.business.service.scripts.title",
    textKey: "app.business.service.scripts.text",
  },
  {
    icon: "paintbrush",
    titleKey: "app.business.service.content.title",
    textKey: "app.business.service.content.text",
  },
  {
    icon: "handshake",
    titleKey: "app.business.service.support.title",
    textKey: "app.business.service.support.text",
  },
];

/** What the team offers, as cards. */
export function BusinessServices() {
  return (
    <section className="page-section" aria-labelledby="business-services-title">
      <h2 id="business-services-title">
        <Message id="app.business.services.title" />
      </h2>
      <p className="page-intro">
        <Message id="app.business.services.text" />
      </p>
      <ul className="feature-grid feature-grid--four">
        {SERVICES.map((service) => (
          <li key={service.titleKey} className="feature-card card">
            <span className="feature-card__icon">
              <Icon name={service.icon} size={24} />
            </span>
            <h3>
              <Message id={service.titleKey} />
            </h3>
            <p>
              <Message id={service.textKey} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
