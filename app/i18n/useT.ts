import { useIntl } from "react-intl";
import type { MessageKey } from "./messages";

type Values = Record<string, string | number>;

/** Formats a catalogue message as plain text (for attributes, titles and labels). */
export function useT() {
  const intl = useIntl();
  return (key: MessageKey, values?: Values) => intl.formatMessage({ id: key }, values);
}
