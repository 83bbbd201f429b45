import { Link } from "react-router";
import { Message } from "~/i18n/Message";

export function ErrorMessage() {
  return (
    <section className="page-section">
      <h1>
        <Message id="app.error.heading" />
      </h1>
      <p>
        <Message id="app.error.text" />
      </p>
      <Link to="/" className="button button--primary">
        <Message id="app.notFound.back" />
      </Link>
    </section>
  );
}
