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

/** One result: the article and its category, the section, and a snippet with the match marked. */
export function SearchResultItem({ id, hit, query, active, onChoose, onHover }: Props) {
  const words = [...hit.terms, ...query.split(/\s+/)];
  const text = snippet(hit.text, words);
  return (
    // The input keeps focus (combobox pattern); clicks choose, keys are handled by the input.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      className="search-result"
      onClick={onChoose}
      onMouseMove={onHover}
      {...FRENCH_CONTENT}
    >
      <span className="search-result__path">
        {hit.categoryTitle} › {hit.articleTitle}
      </span>
      {hit.heading ? <span className="search-result__heading">{hit.heading}</span> : null}
      <span className="search-result__snippet">
        {text.before}
        {text.match ? <mark>{text.match}</mark> : null}
        {text.after}
      </span>
    </li>
  );
}
