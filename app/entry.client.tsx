import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages, loadPageMessages } from "./i18n/messages";
import { localeFromPath } from "./i18n/paths";

const locale = localeFromPath(window.location.pathname);

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  // The page came with its own messages only: the rest of its language's catalogue, which other kinds
  // of pages use, comes when the browser is idle, so that a navigation does not wait for it.
  const loadRest = () => loadMessages(locale).catch(() => {});
  if ("requestIdleCallback" in window) requestIdleCallback(loadRest, { timeout: 5000 });
  else setTimeout(loadRest, 3000);
}

// The page's messages come first, so that hydration renders exactly the words of the HTML.
// If they cannot be fetched, the pre-rendered page stays as it is: readable, its links working.
loadPageMessages(locale).then(hydrate, (error: unknown) => {
  console.error("The interface texts could not be loaded; the page stays static.", error);
});
