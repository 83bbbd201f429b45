/**
 * Attributes of French-only content (the rulebook, the terms of use): it keeps its language and its
 * left-to-right direction under any interface language (Arabic included).
 */
export const FRENCH_CONTENT = { lang: "fr", dir: "ltr" } as const;
