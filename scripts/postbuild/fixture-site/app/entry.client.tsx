import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// As the real entry: the page's catalogue first, then hydration.
const catalogue = location.pathname.startsWith("/ar")
  ? import("./i18n/messages/ar.json")
  : import("./i18n/messages/fr.json");
void catalogue.then(() => startTransition(() => void hydrateRoot(document, <HydratedRouter />)));
