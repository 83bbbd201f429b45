import { Fragment } from "react";
import { snippet } from "~/notice/search/normalize";
import type { SearchHit } from "~/notice/search/useNoticeSearch";
import { FRENCH_CONTENT } from "~/i18n/french-content";

interface Props {
  id: string;
  hit: SearchHit;
  query: string;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}

/**
 * One result, always with a title: a section's heading under its category and article, or, for the
 * text before an article's first heading, the article's title under its category. Then a snippet
 * with every match marked.
 */
export function SearchResultItem({ id, hit, query, active, onChoose, onHover }: Props) {
  // The index's words that the hit matched, as whole words (« car park » found « parkings »: « car »
  // must not mark « carte »); else the words typed, from a word's start.
  const matched = snippet(hit.text, hit.terms, undefined, "word");
  const text = matched.match ? matched : snippet(hit.text, query.split(/\s+/), undefined, "start");
  const section = hit.heading !== "";
  return (
    // The input keeps focus (combobox pattern); clicks choose, keys are handled by the input.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={section ? "search-result" : "search-result search-result--article"}
      onClick={onChoose}
      onMouseMove={onHover}
      {...FRENCH_CONTENT}
    >
      <span className="search-result__path">
        {section ? `${hit.categoryTitle} › ${hit.articleTitle}` : hit.categoryTitle}
      </span>
      <span className="search-result__heading">{section ? hit.heading : hit.articleTitle}</span>
      <span className="search-result__snippet">
        {text.parts.map((part, index) =>
          // The parts of one snippet never move: their place is their key.
          part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
        )}
      </span>
    </li>
  );
}
