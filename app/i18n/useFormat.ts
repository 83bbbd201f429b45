import { useMemo } from "react";
import { dateFormat, numberFormat } from "./intl-formats";
import { useLocale } from "./LocaleProvider";

/** Numbers and dates in the reader's language. */
export function useFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
        numberFormat(locale, options).format(value),
      formatDate: (value: Date, options?: Intl.DateTimeFormatOptions) =>
        dateFormat(locale, options).format(value),
    }),
    [locale],
  );
}
