import { useEffect, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/Icon";
import { formatText } from "~/i18n/format";
import { localeDirection, preferredOfferedLocale, type Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/LocaleProvider";
import { loadMessages, type MessageKey, type Messages } from "~/i18n/messages";
import { localizePath, splitLocalePath } from "~/i18n/paths";
import {
  dismissSuggestion,
  isSuggestionDismissed,
  readStoredLocale,
  storeLocale,
} from "~/i18n/stored-locale";

/**
 * A first-time visitor whose browser prefers another of the site's languages is offered the page
 * in that language, in that language ("This page exists in English"). It floats over the page, so
 * it never moves the content; choosing or closing it is remembered. Nothing is shown to visitors
 * who already chose a language, and nobody is redirected.
 */
export function LanguageSuggestion() {
  const { locale } = useLocale();
  const { sitePath } = splitLocalePath(useLocation().pathname);
  const [suggestion, setSuggestion] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    if (readStoredLocale() !== null || isSuggestionDismissed()) return undefined;
    const preferred = preferredOfferedLocale(navigator.languages ?? [navigator.language]);
    if (!preferred || preferred === locale) return undefined;
    let current = true;
    loadMessages(preferred).then(
      (messages) => current && setSuggestion({ locale: preferred, messages }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [locale]);

  if (!suggestion) return null;
  const text = (key: MessageKey) => formatText(suggestion.locale, suggestion.messages, key);

  const accept = (event: MouseEvent<HTMLAnchorElement>) => {
    storeLocale(suggestion.locale);
    event.currentTarget.href =
      localizePath(suggestion.locale, sitePath) + window.location.search + window.location.hash;
  };
  const dismiss = () => {
    dismissSuggestion();
    setSuggestion(null);
  };

  return (
    <aside
      className="language-suggestion"
      lang={suggestion.locale}
      dir={localeDirection(suggestion.locale)}
      aria-label={text("app.language.suggestion.label")}
    >
      <Icon name="globe" size={18} />
      <p>{text("app.language.suggestion.text")}</p>
      <a
        className="button button--primary language-suggestion__accept"
        href={localizePath(suggestion.locale, sitePath)}
        hrefLang={suggestion.locale}
        onClick={accept}
      >
        {text("app.language.suggestion.action")}
      </a>
      <button type="button" className="icon-button" onClick={dismiss}>
        <Icon name="close" size={18} />
        <span className="visually-hidden">{text("app.language.suggestion.dismiss")}</span>
      </button>
    </aside>
  );
}
