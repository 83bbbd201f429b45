import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/Icon";
import { useFrenchPage } from "~/i18n/french-content";
import { formatText } from "~/i18n/format";
import { LOCALE_CHOICE_ATTRIBUTE } from "~/i18n/language-links";
import { localeDirection, type Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/LocaleProvider";
import { loadMessages, type MessageKey, type Messages } from "~/i18n/messages";
import { localizePath, splitLocalePath } from "~/i18n/paths";
import { dismissSuggestion, isSuggestionDismissed, readStoredLocale } from "~/i18n/stored-locale";
import { suggestedLocale } from "~/i18n/suggested-locale";
import { MAIN_CONTENT_ID } from "./SkipLink";

/**
 * Offers the page in the visitor's language, in that language ("This page exists in English"),
 * as decided by `suggestedLocale` (which knows whether the page is French-only). It floats over the page, so it never moves the content;
 * closing it is remembered. Nobody is redirected. The link is a language link like the
 * switcher's: following it stores the choice and keeps the reader's place (language-links.ts).
 */
export function LanguageSuggestion() {
  const { locale } = useLocale();
  const location = useLocation();
  const { sitePath } = splitLocalePath(location.pathname);
  const frenchPage = useFrenchPage();
  const [suggestion, setSuggestion] = useState<{ locale: Locale; messages: Messages } | null>(null);
  /** The element that had focus before focus came into the offer, where it goes back on closing. */
  const cameFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (isSuggestionDismissed()) return undefined;
    const offered = suggestedLocale(
      locale,
      readStoredLocale(),
      navigator.languages ?? [navigator.language],
      frenchPage,
    );
    if (!offered) return undefined;
    let current = true;
    loadMessages(offered).then(
      (messages) => current && setSuggestion({ locale: offered, messages }),
      () => {},
    );
    return () => {
      current = false;
      setSuggestion(null);
    };
  }, [locale, frenchPage]);

  if (!suggestion) return null;
  const text = (key: MessageKey) => formatText(suggestion.locale, suggestion.messages, key);
  const dismiss = () => {
    dismissSuggestion();
    setSuggestion(null);
    // Not to the page's start: back where the reader came from, or to the language button.
    const previous = cameFrom.current;
    const languageButton = document.querySelector<HTMLElement>(".language-switcher__button");
    if (previous?.isConnected && previous.checkVisibility()) previous.focus();
    else if (languageButton?.checkVisibility()) languageButton.focus();
    else document.getElementById(MAIN_CONTENT_ID)?.focus();
  };

  return (
    <aside
      className="language-suggestion"
      lang={suggestion.locale}
      dir={localeDirection(suggestion.locale)}
      aria-label={text("app.language.suggestion.label")}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
        else if (!from) cameFrom.current = null;
      }}
    >
      <Icon name="globe" size={18} />
      <p>{text("app.language.suggestion.text")}</p>
      <a
        className="button button--primary language-suggestion__accept"
        // The same page in the other language, with what its address says (a shared map place, a section).
        href={`${localizePath(suggestion.locale, sitePath)}${location.search}${location.hash}`}
        hrefLang={suggestion.locale}
        {...{ [LOCALE_CHOICE_ATTRIBUTE]: "" }}
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
