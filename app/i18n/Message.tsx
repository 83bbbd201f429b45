import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageKey } from "./messages";

/** Renders a catalogue message; its `{lineBreak}` placeholder becomes a line break. */
export function Message({ id, values }: { id: MessageKey; values?: Record<string, ReactNode> }) {
  return <FormattedMessage id={id} values={{ lineBreak: <br />, ...values }} />;
}
