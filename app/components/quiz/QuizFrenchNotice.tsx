import { useLocale } from "~/i18n/LocaleProvider";
import { Message } from "~/i18n/Message";

/**
 * The quiz's frame is translated, its questions are not: like the rulebook's untranslated-page
 * notice (same look), said once above them, in the page's language.
 */
export function QuizFrenchNotice() {
  const { locale } = useLocale();
  if (locale === "fr") return null;
  return (
    <p className="translation-missing" role="note">
      <Message id="app.quiz.frenchOnly" />
    </p>
  );
}
