import { useEffect, type ReactNode } from "react";
import { LOCALE_CHOICE_ATTRIBUTE } from "~/i18n/locale-redirect";
import { keepReadingPlaceOnLanguageLinks } from "~/i18n/reading-place";
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
  // A language switch opens the other language at the section being read.
  useEffect(() => keepReadingPlaceOnLanguageLinks(document, LOCALE_CHOICE_ATTRIBUTE), []);
  return (
    <div className="site">
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <LanguageSuggestion />
      <ScrollManager />
    </div>
  );
}
