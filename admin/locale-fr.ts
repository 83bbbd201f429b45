import { fr } from "decap-cms-locales";

import { FR_OVERRIDES, type Messages } from "./locale-fr-overrides";

function merged(base: Messages, overrides: Messages): Messages {
  const result: Messages = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = result[key];
    result[key] = typeof value === "object" && typeof current === "object" ? merged(current, value) : value;
  }
  return result;
}

/** Decap's `fr` locale with the site's corrections. */
export const frMessages = merged(fr as Messages, FR_OVERRIDES);
