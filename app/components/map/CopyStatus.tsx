import { useT } from "~/i18n/useT";
import type { MessageKey } from "~/i18n/messages";
import type { CopyState } from "./useCopy";

interface Props {
  state: CopyState;
  /** What the status says once copied, with the text copied as `{position}` where it has one. */
  copied: MessageKey;
  failed: MessageKey;
  /** The text that was copied, or that could not be and is shown to select by hand. */
  text: string;
  /** Names the field that shows the text after a failure. */
  label: MessageKey;
}

/** A card's copy confirmation, read out by screen readers; after a failure, the text to copy by hand. */
export function CopyStatus({ state, copied, failed, text, label }: Props) {
  const t = useT();
  return (
    <>
      <p className="poi-card__status" role="status">
        {/* Isolated left to right (U+2066 … U+2069): in Arabic, « -870.00, 26.27 » stays in order. */}
        {state === "copied" ? t(copied, { position: `\u2066${text}\u2069` }) : null}
        {state === "failed" ? t(failed) : null}
      </p>
      {state === "failed" ? (
        <input
          className="poi-card__url"
          readOnly
          dir="ltr"
          value={text}
          aria-label={t(label)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </>
  );
}
