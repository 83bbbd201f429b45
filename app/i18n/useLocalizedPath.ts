import { useCallback } from "react";
import { useLocale } from "./LocaleProvider";
import { localizePath } from "./paths";

/** Turns a site path ("/board?category=dealer") into a link of the page's language ("/en/board?…"). */
export function useLocalizedPath() {
  const { locale } = useLocale();
  return useCallback((sitePath: string) => localizePath(locale, sitePath), [locale]);
}
