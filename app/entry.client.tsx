import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "./i18n/messages";
import { localeFromPath } from "./i18n/paths";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's catalogue comes first, so that hydration renders exactly the words of the HTML.
// If it cannot be fetched, the pre-rendered page stays as it is: readable, its links working.
loadMessages(localeFromPath(window.location.pathname)).then(hydrate, (error: unknown) => {
  console.error("The interface texts could not be loaded; the page stays static.", error);
});
