import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { messagesFor, type Messages } from "./messages";

interface LocaleContextValue {
  locale: Locale;
  messages: Messages;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  // Outside a provider (isolated component tests), French, the default language.
  return value ?? { locale: DEFAULT_LOCALE, messages: messagesFor(DEFAULT_LOCALE) };
}

/**
 * The interface language of the page, which its URL decides (see ./paths.ts). Each language is
 * pre-rendered at its own URL, so the first render in the browser says exactly what the HTML says.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages: messagesFor(locale) }), [locale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
