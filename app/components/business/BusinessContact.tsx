import { Icon } from "~/components/Icon";
import { SITE } from "~/config/site";
import { Message } from "~/i18n/Message";

/** Closing call: write to the team by e-mail. */
export function BusinessContact() {
  return (
    <section className="cta-band" aria-labelledby="business-contact-title">
      <div className="cta-band__text">
        <h2 id="business-contact-title">
          <Message id="app.business.contact.title" />
        </h2>
        <p>
          <Message id="app.business.contact.text" />
        </p>
      </div>
      <a href={`mailto:${SITE.email}`} className="button button--primary">
        <Icon name="mail" size={18} />
        <span>{SITE.email}</span>
      </a>
    </section>
  );
}
