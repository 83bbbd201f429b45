import { LOCALES } from "./app/i18n/locales";
import { loadMessages } from "./app/i18n/messages";

// Components read the catalogue of their language synchronously, as they do once a page is loaded.
await Promise.all(LOCALES.map((locale) => loadMessages(locale)));
