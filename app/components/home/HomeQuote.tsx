import { Icon } from "~/components/Icon";
import { SITE } from "~/config/site";
import { Message } from "~/i18n/Message";

/** The community's four values, as its founders put them. */
export function HomeQuote() {
  return (
    <figure className="home-quote">
      <Icon name="quote" size={40} className="home-quote__mark" />
      <blockquote className="home-quote__text">
        <p>
          <Message id="app.home.quote.text" />
        </p>
      </blockquote>
      <figcaption className="home-quote__author">
        <Message id="app.home.quote.author" values={{ year: SITE.foundedYear }} />
      </figcaption>
    </figure>
  );
}
