/**
 * Back from a page opened from the search comes back to the search, open on the same words and on
 * the result chosen: the entry left keeps the words in its address (`?q=`, which opens the search)
 * and the result's place in its history state, beside React Router's own keys.
 */
const CHOICE_KEY = "searchChoice";

/** Writes the words and the chosen result's place into the current history entry. */
export function rememberSearch(words: string, choice: number, target: Window = window) {
  const here = new URL(target.location.href);
  here.searchParams.set("q", words);
  const state: unknown = target.history.state;
  target.history.replaceState(
    { ...(typeof state === "object" && state !== null ? state : {}), [CHOICE_KEY]: choice },
    "",
    here,
  );
}

/** The place of the result chosen from this entry's search, 0 when none was (a bookmark, a sent form). */
export function rememberedChoice(target: Window = window): number {
  const state: unknown = target.history.state;
  const choice =
    typeof state === "object" && state !== null ? (state as Record<string, unknown>)[CHOICE_KEY] : undefined;
  return typeof choice === "number" && Number.isInteger(choice) && choice >= 0 ? choice : 0;
}
