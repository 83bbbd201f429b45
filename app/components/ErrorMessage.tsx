import { Message } from "~/i18n/Message";
import { LocalizedLink } from "~/i18n/LocalizedLink";

export function ErrorMessage() {
  return (
    <section className="page-section">
      <h1>
        <Message id="app.error.heading" />
      </h1>
      <p>
        <Message id="app.error.text" />
      </p>
      <LocalizedLink to="/" className="button button--primary">
        <Message id="app.notFound.back" />
      </LocalizedLink>
    </section>
  );
}
