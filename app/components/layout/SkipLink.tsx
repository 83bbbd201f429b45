import { Message } from "~/i18n/Message";

export const MAIN_CONTENT_ID = "main-content";

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      <Message id="app.header.skipToContent" />
    </a>
  );
}
