import { LOCALES } from "./app/i18n/locales";
import { loadMessages } from "./app/i18n/messages";

// Components read the catalogue of their language synchronously, as they do once a page is loaded.
await Promise.all(LOCALES.map((locale) => loadMessages(locale)));

// Component tests wait for what the page shows (findBy…, waitFor): 1 s, Testing Library's default,
// is not enough on a busy 2-core machine where the whole suite runs beside the build.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5000 });
}
