import { useLocale } from "~/i18n/LocaleProvider";
import { Message } from "~/i18n/Message";

/** Shown above French-only content (rulebook, terms) when the reader chose another language. */
export function TranslationMissingBanner() {
  const { locale } = useLocale();
  if (locale === "fr") return null;
  return (
    <p className="translation-missing" role="note">
      <Message id="app.translationMissing" />
    </p>
  );
}
