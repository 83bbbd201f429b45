import { Fragment } from "react";
import { snippet, type Snippet } from "~/notice/search/normalize";
import type { SearchHit } from "~/notice/search/useNoticeSearch";
import { FRENCH_CONTENT } from "~/i18n/french-content";

function MarkedParts({ parts }: { parts: Snippet["parts"] }) {
  return parts.map((part, index) =>
    // The parts of one text never move: their place is their key.
    part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  );
}

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
 * text before an article's first heading, the article's title under its category. Then a snippet;
 * in both, every match is marked.
 */
export function SearchResultItem({ id, hit, query, active, onChoose, onHover }: Props) {
  // The index's words that the hit matched, as whole words (« car park » found « parkings »: « car »
  // must not mark « carte »); else the words typed, from a word's start.
  const matched = snippet(hit.text, hit.terms, undefined, "word");
  const text = matched.match ? matched : snippet(hit.text, query.split(/\s+/), undefined, "start");
  const section = hit.heading !== "";
  // The title whole, its matched words marked as in the snippet.
  const title = section ? hit.heading : hit.articleTitle;
  const titleParts = snippet(title, hit.terms, title.length, "word").parts;
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
      <span className="search-result__heading">
        <MarkedParts parts={titleParts} />
      </span>
      <span className="search-result__snippet">
        <MarkedParts parts={text.parts} />
      </span>
    </li>
  );
}
