import { Fragment, type ReactNode } from "react";
import { formatRich } from "./format";
import { useLocale } from "./LocaleProvider";
import { messagesWith, type MessageKey } from "./messages";

/** Renders a catalogue message; its `{lineBreak}` placeholder becomes a line break. */
export function Message({ id, values }: { id: MessageKey; values?: Record<string, ReactNode> }) {
  const { locale, messages } = useLocale();
  const result = formatRich<ReactNode>(locale, messagesWith(locale, messages, id), id, {
    lineBreak: <br />,
    ...(values as Record<string, string | number | ReactNode>),
  });
  if (!Array.isArray(result)) return <>{result}</>;
  return (
    <>
      {result.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
