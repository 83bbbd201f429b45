import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * An inline script of the pre-rendered page, run while the page is parsed. It is rendered on the
 * server and kept while hydrating (the same HTML), but never created by a client render (a later
 * navigation, the editor's preview): React does not run such a script, and warns about it.
 */
export function InlineScript({ code }: { code: string }) {
  // The server's snapshot is also the one read while hydrating; after that, the browser's.
  const fromServer = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  return fromServer ? <script dangerouslySetInnerHTML={{ __html: code }} /> : null;
}
