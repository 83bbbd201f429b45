import { useMatches } from "react-router";

/**
 * Attributes of French-only content (the rulebook, the terms of use): it keeps its language and its
 * left-to-right direction under any interface language (Arabic included).
 */
export const FRENCH_CONTENT = { lang: "fr", dir: "ltr" } as const;

/**
 * The route handle of pages whose content is French only (rulebook articles and categories, the
 * change log, the terms). In another language they keep the French text under a translated frame:
 * they show the untranslated-page banner and are never offered in another language, which would
 * translate only the frame.
 */
export const FRENCH_PAGE = { frenchPage: true } as const;

/** Whether the current page's route is marked with `FRENCH_PAGE`. */
export function useFrenchPage(): boolean {
  return useMatches().some(
    (match) => (match.handle as Partial<typeof FRENCH_PAGE> | undefined)?.frenchPage === true,
  );
}
