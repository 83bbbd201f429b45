import { useEffect, useState } from "react";
import { LAYOUT } from "~/config/site";
import { measuredHeaderHeight } from "~/lib/hash-scroll";

/**
 * The section being read, for a table of contents to mark: the last of the headings (given in
 * document order) whose top has passed the reading line, which lies where a link to a heading
 * puts it (just below the sticky header). Null above the first heading.
 *
 * An IntersectionObserver whose area starts at that line says when a heading crosses it; the
 * headings are then measured once, so that a jump over several of them still ends right.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(" ");
  useEffect(() => {
    const headings = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null);
    if (headings.length === 0 || typeof IntersectionObserver === "undefined") return undefined;
    const line = Math.round(measuredHeaderHeight(document)) + LAYOUT.hashScrollGapPx + 1;
    const update = () => {
      let found: string | null = null;
      for (const heading of headings) if (heading.getBoundingClientRect().top <= line) found = heading.id;
      setCurrent(found);
    };
    const observer = new IntersectionObserver(update, {
      rootMargin: `-${line}px 0px 0px 0px`,
      threshold: [0, 1],
    });
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [key]);
  return current;
}
