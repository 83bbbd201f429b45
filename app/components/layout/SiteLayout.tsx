import { useEffect, type ReactNode } from "react";
import { followLanguageLinks } from "~/i18n/language-links";
import { PAGE_TOP_ID } from "./BackToTop";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LanguageSuggestion } from "./LanguageSuggestion";
import { ScrollManager } from "./ScrollManager";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

/** The layout every route shares: skip link, header, main content, footer over the misty background. */
export function SiteLayout({ children }: { children: ReactNode }) {
  // Marks the document once React has hydrated it; end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // A language switch stores the choice and opens the other language where the reader was.
  useEffect(() => followLanguageLinks(document), []);
  return (
    <div className="site" id={PAGE_TOP_ID}>
      <SkipLink />
      {/* It floats over a corner, but comes first in the tab order: a keyboard reader meets the offer
          of their language before the page, not after the footer. */}
      <LanguageSuggestion />
      <Header />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ScrollManager />
    </div>
  );
}
