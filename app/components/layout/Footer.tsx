import { SITE } from "~/config/site";
import { useCurrentYear } from "~/lib/useCurrentYear";
import { NAVIGATION } from "~/data/navigation";
import { Message } from "~/i18n/Message";
import { BackToTop } from "./BackToTop";
import { NavItemLink } from "./NavItemLink";
import { SocialLinks } from "./SocialLinks";

const FOOTER_ENTRIES = NAVIGATION.filter((entry) => entry.footer);

export function Footer() {
  const currentYear = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            <Message id="app.footer.about.title" />
          </h2>
          <p>
            <Message id="app.footer.about.text" values={{ site: SITE.name, year: SITE.foundedYear }} />
          </p>
        </section>
        <nav aria-labelledby="footer-navigation">
          <h2 id="footer-navigation" className="site-footer__title">
            <Message id="app.footer.navigation" />
          </h2>
          <ul className="site-footer__links">
            {FOOTER_ENTRIES.map((entry) => (
              <li key={entry.id}>
                <NavItemLink entry={entry} showIcon={false} />
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__title">
            <Message id="app.footer.social" />
          </h2>
          <SocialLinks />
        </section>
      </div>
      <p className="site-footer__disclaimer">
        <Message id="app.footer.disclaimer" values={{ site: SITE.name }} />
      </p>
      <p className="site-footer__copyright">
        <Message
          id="app.footer.copyright"
          values={{ start: SITE.foundedYear, end: currentYear, site: SITE.name }}
        />
      </p>
      {/* In the footer's landmark, where assistive tools look for it; it floats over the page once
          the reader is two screens down. */}
      <BackToTop />
    </footer>
  );
}
