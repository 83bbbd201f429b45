import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useLocation, useNavigationType } from "react-router";
import { Icon } from "~/components/Icon";
import { loadKindWords, type MapCategory, type MapKind, type Poi } from "~/map";
import { rovingIndex } from "~/lib/keyboard/roving-index";
import { useT } from "~/i18n/useT";
import { searchMap, type SearchResult } from "~/map/poi-search";
import { CATEGORY_LABELS } from "./map-labels";
import { PoiSearchResult } from "./PoiSearchResult";
import { useMapData } from "./MapDataContext";

/** Results shown at once (the list never scrolls); more are counted and the search can be narrowed. */
const LIMIT = 8;

/** The places and categories a text finds, each category under its name in the reader's language. */
const findPlaces = (
  text: string,
  categories: readonly MapCategory[],
  t: ReturnType<typeof useT>,
  kinds: readonly MapKind[] | undefined,
) => searchMap(text, categories, (categoryId) => [t(CATEGORY_LABELS[categoryId])], LIMIT, kinds);

/** What the map shows, as a key: the category, and the chosen place if any. */
export const shownKey = (category: MapCategory, poi?: Poi) => `${category.id}/${poi?.id ?? ""}`;

interface Props {
  /** `shownKey` of what the map shows now: a name the search filled in goes once the map shows something else. */
  shown: string;
  /** The name of the place the map shows (none for a masked one): the field shows it again after Back or Forward. */
  shownName: string | undefined;
  onChoosePoi: (poi: Poi, category: MapCategory) => void;
  onChooseCategory: (category: MapCategory) => void;
}

/**
 * One search over every category (a combobox): typing lists matching places with their category,
 * arrow keys move through the results, Enter chooses, Escape closes the list then clears the box.
 * Choosing a place switches to its category and selects it; choosing a category switches to it.
 * The field is a text field with a search key (ARIA in HTML allows the combobox role on no
 * search field), with a button of its own to clear it. The chosen name stays in the field while the
 * map shows that choice, and is cleared when the reader picks another category or place elsewhere;
 * after Back or Forward it shows the state the map returns to.
 */
export function PoiSearch({ shown, shownName, onChoosePoi, onChooseCategory }: Props) {
  const t = useT();
  const mapData = useMapData();
  const id = useId();
  const listId = `${id}-results`;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  /** The result the arrows are on: none (-1) until they move, Enter then choosing the first. */
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const deferredQuery = useDeferredValue(query);
  /** Whether a mouse button (or a tap's) is down, so that a blur is a pointer's and a click follows. */
  const mouseDown = useRef(false);
  /** Whether the last result pressed was touched (not clicked). */
  const tapped = useRef(false);
  useEffect(() => {
    const down = () => (mouseDown.current = true);
    const up = () => (mouseDown.current = false);
    document.addEventListener("mousedown", down, true);
    document.addEventListener("mouseup", up, true);
    return () => {
      document.removeEventListener("mousedown", down, true);
      document.removeEventListener("mouseup", up, true);
    };
  }, []);
  /** Whether the field selected its text as it took focus, until the pointer that focused it is up. */
  const selectedOnFocus = useRef(false);
  /** The text a choice put in the field, and what the map shows for that choice. */
  const filled = useRef<{ text: string; shown: string } | null>(null);

  useEffect(() => {
    const choice = filled.current;
    if (!choice || choice.shown === shown) return;
    filled.current = null;
    // Only the name the choice filled in: a query the reader typed since is theirs.
    setQuery((current) => (current === choice.text ? "" : current));
  }, [shown]);

  // Back or Forward to another state of the map: the field shows that state (its place's name, or
  // nothing), not what was typed on a later one.
  const navigationType = useNavigationType();
  const { key } = useLocation();
  const [entry, setEntry] = useState(key);
  const back = navigationType === "POP";
  if (entry !== key) {
    setEntry(key);
    if (back) {
      setQuery(shownName ?? "");
      setOpen(false);
    }
  }
  useEffect(() => {
    // That name is the field's as if chosen: it goes when the reader picks something else.
    if (back) filled.current = shownName === undefined ? null : { text: shownName, shown };
    // Once per history entry, after the effect above has handled the change of `shown`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // The words players type for kinds of places ("louer", "garer"), loaded when the field is first used.
  const [kinds, setKinds] = useState<readonly MapKind[]>();
  const wantWords = () => {
    if (!kinds) void loadKindWords(mapData.kinds).then(setKinds);
  };
  const outcome = useMemo(
    () => findPlaces(deferredQuery, mapData.categories, t, kinds),
    [deferredQuery, mapData, t, kinds],
  );
  const { results, total } = outcome;
  const hasQuery = query.trim() !== "";
  // Until the words have come, "no place matches" could be wrong: it is not said yet.
  const settled = kinds !== undefined;
  const expanded = open && hasQuery && results.length > 0;
  const current = Math.min(active, results.length - 1);

  const choose = (result: SearchResult) => {
    setOpen(false);
    const text = result.kind === "category" ? t(CATEGORY_LABELS[result.category.id]) : result.poi.name;
    filled.current = {
      text,
      shown: shownKey(result.category, result.kind === "poi" ? result.poi : undefined),
    };
    setQuery(text);
    if (result.kind === "category") onChooseCategory(result.category);
    else onChoosePoi(result.poi, result.category);
  };

  const clear = () => {
    setQuery("");
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Home and End stay the text field's own (the caret); the arrows move through the results.
    const next =
      event.key === "ArrowDown" || event.key === "ArrowUp"
        ? rovingIndex(event.key, open ? current : -1, {
            count: results.length,
            orientation: "vertical",
            wrap: true,
          })
        : null;
    if (next !== null) {
      if (!hasQuery) return;
      event.preventDefault();
      setOpen(true);
      setActive(next);
    } else if (event.key === "Enter" && open && hasQuery) {
      // The list may still show an earlier text's results, or none yet (keys typed faster than a
      // busy phone renders): Enter chooses for what is typed, the first of its own results then;
      // and the first too when the arrows have not moved.
      const result =
        expanded && deferredQuery === query
          ? results[Math.max(current, 0)]
          : findPlaces(query, mapData.categories, t, kinds).results[0];
      if (!result) return;
      event.preventDefault();
      choose(result);
    } else if (event.key === "Escape") {
      if (expanded) setOpen(false);
      else if (query !== "") clear();
      else return;
      // Handled here: the page's own Escape (closing the chosen place) must not fire too.
      event.preventDefault();
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div
      className="poi-search"
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        // The list is in the flow: closed at once, it would move what the pointer went down on
        // (a category) before its click lands. After the click, then.
        if (mouseDown.current)
          document.addEventListener("mouseup", () => window.setTimeout(() => setOpen(false)), { once: true });
        else setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`}>{t("app.map.search.label")}</label>
      <div className="poi-search__box">
        <div className="poi-search__field">
          <Icon name="search" size={18} />
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="text"
            enterKeyHint="search"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && current >= 0 ? optionId(current) : undefined}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            spellCheck={false}
            maxLength={120}
            placeholder={t("app.map.search.placeholder")}
            value={query}
            onChange={(event) => {
              wantWords();
              setQuery(event.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={(event) => {
              wantWords();
              setOpen(true);
              // The name a choice (or Back) put there is selected: what is typed next replaces it
              // (« …Cap Évasionhopital » found nothing).
              if (filled.current && event.target.value === filled.current.text) {
                event.target.select();
                selectedOnFocus.current = true;
              }
            }}
            // The click (or tap) that focused the field would put the caret back in the name.
            onMouseUp={(event) => {
              if (selectedOnFocus.current) event.preventDefault();
              selectedOnFocus.current = false;
            }}
            onKeyDown={onKeyDown}
          />
          {query !== "" ? (
            <button
              type="button"
              className="poi-search__clear"
              aria-label={t("app.map.search.clear")}
              title={t("app.map.search.clear")}
              onClick={() => {
                clear();
                inputRef.current?.focus();
              }}
            >
              <Icon name="close" size={18} />
            </button>
          ) : null}
        </div>
        <div className="poi-search__popup" hidden={!open || !hasQuery}>
          {expanded ? (
            <ul
              id={listId}
              role="listbox"
              className="poi-search__results"
              aria-label={t("app.map.search.label")}
            >
              {results.map((result, index) => (
                // Results are chosen with the keyboard through the combobox (aria-activedescendant).
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={result.kind === "poi" ? result.poi.id : result.category.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  className="poi-search__option"
                  // Keeps the focus in the box, so the list is not closed before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onPointerDown={(event) => (tapped.current = event.pointerType === "touch")}
                  onClick={() => {
                    choose(result);
                    // A tap's choice: the phone's keyboard goes, not to stay over the card.
                    if (tapped.current) inputRef.current?.blur();
                  }}
                >
                  <PoiSearchResult result={result} />
                </li>
              ))}
            </ul>
          ) : null}
          {hasQuery && settled && results.length === 0 ? (
            <p className="poi-search__empty">{t("app.map.search.empty", { query: query.trim() })}</p>
          ) : null}
          {total > results.length ? (
            <p className="poi-search__more">{t("app.map.search.more", { count: total })}</p>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="keyboard-hint">
        {t("app.map.search.hint")}
      </p>
      <p className="visually-hidden" role="status">
        {hasQuery && open && (settled || total > 0) ? t("app.map.search.results", { count: total }) : ""}
      </p>
    </div>
  );
}
