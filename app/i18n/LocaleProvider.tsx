import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  isLocale,
  localeDirection,
  resolveLocale,
  type Locale,
} from "./locales";
import { FRENCH_MESSAGES, loadMessages, type Messages } from "./messages";

interface LocaleContextValue {
  locale: Locale;
  messages: Messages;
  setLocale: (value: string) => Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue>({
  locale: DEFAULT_LOCALE,
  messages: FRENCH_MESSAGES,
  setLocale: async () => {},
});

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}

function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode, strict settings): the default applies.
    return null;
  }
}

function storeLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not being able to remember the choice must not prevent the switch.
  }
}

function applyDocumentLocale(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
}

/**
 * Pages are pre-rendered in French, so the first render is always French; a stored choice
 * is applied after hydration, which keeps the hydrated markup identical to the HTML.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ locale: Locale; messages: Messages }>({
    locale: DEFAULT_LOCALE,
    messages: FRENCH_MESSAGES,
  });

  const setLocale = useCallback(async (value: string) => {
    const locale = resolveLocale(value);
    const messages = await loadMessages(locale);
    storeLocale(locale);
    setState({ locale, messages });
  }, []);

  useEffect(() => {
    const stored = readStoredLocale();
    if (stored !== null && isLocale(stored) && stored !== DEFAULT_LOCALE) {
      loadMessages(stored).then(
        (messages) => setState({ locale: stored, messages }),
        () => {},
      );
    }
  }, []);

  useEffect(() => {
    applyDocumentLocale(state.locale);
  }, [state.locale]);

  const value = useMemo(() => ({ ...state, setLocale }), [state, setLocale]);

  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
