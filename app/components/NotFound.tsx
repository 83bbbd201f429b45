import { Link } from "react-router";
import { Icon } from "~/components/Icon";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";

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
        data-i18n-alt="app.notFound.imageAlt"
      />
      <h1 data-i18n="app.notFound.heading">
        <Message id="app.notFound.heading" />
      </h1>
      <p data-i18n="app.notFound.text">
        <Message id="app.notFound.text" />
      </p>
      <Link to="/" className="button button--primary">
        <Icon name="home" size={18} />
        <span data-i18n="app.notFound.back">
          <Message id="app.notFound.back" />
        </span>
      </Link>
    </section>
  );
}
