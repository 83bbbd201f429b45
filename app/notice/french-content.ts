/**
 * Attributes of rulebook text, which is written in French only: it keeps its language and its
 * left-to-right direction under any interface language (Arabic included).
 */
export const FRENCH_CONTENT = { lang: "fr", dir: "ltr" } as const;
