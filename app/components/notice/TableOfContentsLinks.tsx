import type { ArticleContent } from "~/notice/model";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { useCurrentSection } from "./useCurrentSection";

/** The links of "On this page", the section being read marked (aria-current and a visible bar). */
export function TableOfContentsLinks({ headings }: { headings: ArticleContent["headings"] }) {
  const current = useCurrentSection(headings.map((heading) => heading.id));
  return (
    <ul className="toc__list" {...FRENCH_CONTENT}>
      {headings.map((heading) => (
        <li key={heading.id} className={heading.depth === 3 ? "toc__item toc__item--sub" : "toc__item"}>
          <a href={`#${heading.id}`} aria-current={heading.id === current ? "location" : undefined}>
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
