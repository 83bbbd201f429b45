import { useMemo } from "react";
import { useLocale } from "./LocaleProvider";

/** Numbers and dates in the reader's language. */
export function useFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locale, options).format(value),
      formatDate: (value: Date, options?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, options).format(value),
    }),
    [locale],
  );
}
