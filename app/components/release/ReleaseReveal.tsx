import { useEffect, useState } from "react";
import { Icon } from "~/components/Icon";
import { TIMING } from "~/config/site";
import { RELEASE_MESSAGES } from "~/data/release";
import { useLocale } from "~/i18n/LocaleProvider";
import { decodeBase64Utf8 } from "./decodeMessage";

/**
 * The hidden message: nothing of it is in the page until the video's 213 s have passed, then it
 * is decoded and announced politely (the live region exists from the start so that it is heard).
 */
export function ReleaseReveal() {
  const { locale } = useLocale();
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setRevealed(true), TIMING.releaseRevealMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="release-reveal" role="status" aria-live="polite">
      {revealed ? (
        <p className="release-reveal__message card">
          <Icon name="discord" size={28} className="release-reveal__icon" />
          <span>{decodeBase64Utf8(RELEASE_MESSAGES[locale])}</span>
        </p>
      ) : null}
    </div>
  );
}
