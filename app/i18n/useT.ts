import { useCallback } from "react";
import { formatText, type FormatValue } from "./format";
import { useLocale } from "./LocaleProvider";
import { messagesWith, type MessageKey } from "./messages";

/** Formats a catalogue message as plain text (for attributes, titles and labels). */
export function useT() {
  const { locale, messages } = useLocale();
  return useCallback(
    (key: MessageKey, values?: Record<string, FormatValue>) =>
      formatText(locale, messagesWith(locale, messages, key), key, values),
    [locale, messages],
  );
}
