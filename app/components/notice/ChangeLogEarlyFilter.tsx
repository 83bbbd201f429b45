import { InlineScript } from "~/components/InlineScript";
import { CHANGE_LOG_CATEGORY_PARAM, EARLY_FILTER_STYLE_ID } from "~/notice/useChangeLogFilter";

/**
 * The pre-rendered change log lists every category; a shared link asks for one
 * (`?category=justice`). This script runs while the page is parsed, before the list is shown, and
 * hides the other entries with a style, so that the list does not shrink under the reader's eyes
 * when the app takes over (the app then filters it itself and removes the style).
 */
export function ChangeLogEarlyFilter({ categories }: { categories: readonly string[] }) {
  const script = `(function(){try{var c=new URLSearchParams(location.search).get(${JSON.stringify(
    CHANGE_LOG_CATEGORY_PARAM,
  )});if(${JSON.stringify(categories)}.indexOf(c)<0)return;var s=document.createElement("style");s.id=${JSON.stringify(
    EARLY_FILTER_STYLE_ID,
  )};s.textContent='.change-log__item:not([data-category~="'+c+'"]),.change-log__month:not(:has([data-category~="'+c+'"])){display:none}';document.head.appendChild(s)}catch(e){}})()`;
  return <InlineScript code={script} />;
}
