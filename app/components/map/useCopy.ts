import { useCallback, useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

/**
 * Copies texts to the clipboard and says how it went, per thing copied (`what`: "link",
 * "position"…) and per card (`owner`): a card shown for another place starts idle. A text still
 * being worked out (a spot's height) is copied once known. Where the clipboard is refused (an
 * insecure page, a strict browser), the state is "failed" and the card shows the text to copy.
 */
export function useCopy(owner: string) {
  const [status, setStatus] = useState<{ owner: string; what: string; state: CopyState; text: string }>();
  const copy = useCallback(
    (what: string, text: string | Promise<string>) => {
      let known = "";
      void Promise.resolve(text)
        .then((value) => {
          known = value;
          return navigator.clipboard.writeText(value);
        })
        .then(
          () => setStatus({ owner, what, state: "copied", text: known }),
          () => setStatus({ owner, what, state: "failed", text: known }),
        );
    },
    [owner],
  );
  const current = status?.owner === owner ? status : undefined;
  return {
    /** What was copied last on this card, and how it went. */
    stateOf: (what: string): CopyState => (current?.what === what ? current.state : "idle"),
    /** The text copied last (or that could not be). */
    text: current?.text ?? "",
    copy,
  };
}
