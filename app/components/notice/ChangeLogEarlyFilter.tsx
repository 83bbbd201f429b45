import { InlineScript } from "~/components/InlineScript";
import { inlineCall } from "~/lib/inline-call";
import { CHANGE_LOG_CATEGORY_PARAM, EARLY_FILTER_STYLE_ID } from "~/notice/useChangeLogFilter";

/**
 * The pre-rendered change log lists every category; a shared link asks for one
 * (`?category=justice`). This script runs while the page is parsed, before the list is shown, and
 * hides the other entries with a style, so that the list does not shrink under the reader's eyes
 * when the app takes over (the app then filters it itself and removes the style).
 */
/** Run while the page is parsed (inlineCall): self-contained, its names given as arguments. */
function hideOtherCategories(param: string, categories: readonly string[], styleId: string) {
  try {
    const category = new URLSearchParams(location.search).get(param);
    if (category === null || !categories.includes(category)) return;
    const style = document.createElement("style");
    style.id = styleId;
    style.textContent = `.change-log__item:not([data-category~="${category}"]),.change-log__month:not(:has([data-category~="${category}"])){display:none}`;
    document.head.appendChild(style);
  } catch {
    // An old browser without URLSearchParams or :has: the list stays whole until the app filters it.
  }
}

export function ChangeLogEarlyFilter({ categories }: { categories: readonly string[] }) {
  return (
    <InlineScript
      code={inlineCall(hideOtherCategories, CHANGE_LOG_CATEGORY_PARAM, categories, EARLY_FILTER_STYLE_ID)}
    />
  );
}
