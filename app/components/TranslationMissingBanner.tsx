import { useFrenchPage } from "~/i18n/french-content";
import { useLocale } from "~/i18n/LocaleProvider";
import { Message } from "~/i18n/Message";

/** Shown above French-only content (pages marked `FRENCH_PAGE`) when the reader chose another language. */
export function TranslationMissingBanner() {
  const { locale } = useLocale();
  const frenchPage = useFrenchPage();
  if (locale === "fr" || !frenchPage) return null;
  return (
    <p className="translation-missing" role="note">
      <Message id="app.translationMissing" />
    </p>
  );
}
