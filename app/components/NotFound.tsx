import { Icon } from "~/components/Icon";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { LocalizedLink } from "~/i18n/LocalizedLink";

export function NotFound() {
  const t = useT();
  return (
    <section className="not-found page-section">
      <img
        src="/img/not-found.webp"
        alt={t("app.notFound.imageAlt")}
        width="480"
        height="320"
        className="not-found__image"
      />
      <h1>
        <Message id="app.notFound.heading" />
      </h1>
      <p>
        <Message id="app.notFound.text" />
      </p>
      <LocalizedLink to="/" className="button button--primary">
        <Icon name="home" size={18} />
        <span>
          <Message id="app.notFound.back" />
        </span>
      </LocalizedLink>
    </section>
  );
}
