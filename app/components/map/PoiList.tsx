import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { MASKED_NAME, type MapCategory, type Poi } from "~/map";
import { rovingIndex } from "~/lib/keyboard/roving-index";
import { useT } from "~/i18n/useT";
import { placeKindText } from "./map-labels";
import { useMapData } from "./MapDataContext";

/** Every row has this height (names take up to two lines), so the list can draw only what shows. */
export const POI_ROW_HEIGHT_PX = 48;
/** Rows drawn before the list's height is known (the pre-rendered page). */
const FIRST_ROWS = 16;
/**
 * Rows drawn above and below the visible ones, and how far the list scrolls before the rows drawn
 * change: a fling on a slow phone outran 6 rows redrawn on every scroll event, and showed empty rows.
 * Fewer, larger updates keep up.
 */
const EXTRA_ROWS = 12;
const STEP_PX = 6 * POI_ROW_HEIGHT_PX;
const stepOf = (scrollTop: number) => Math.floor(scrollTop / STEP_PX) * STEP_PX;

interface Props {
  points: readonly Poi[];
  category: MapCategory;
  categoryLabel: string;
  selectedId: number | undefined;
  onSelect: (poi: Poi | undefined) => void;
}

/**
 * The points of the current category as a listbox: one tab stop, arrow keys, Home/End and
 * Page keys move, Enter or Space selects, Escape returns to the overview. Each option is read
 * as "name, category", with its place in the whole list. The list scrolls in its own box; only
 * the rows in view (and a few around them) are in the page, the others are room kept by empty
 * rows. That room is never the box's own padding: a box is never smaller than its padding, so
 * the list would grow to the height of all its rows.
 */
export const PoiList = forwardRef<HTMLUListElement, Props>(function PoiList(
  { points, category, categoryLabel, selectedId, onSelect },
  ref,
) {
  const t = useT();
  const { kinds } = useMapData();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  useImperativeHandle(ref, () => listRef.current!, []);
  const selectedIndex = points.findIndex((point) => point.id === selectedId);
  const [cursor, setCursor] = useState<{ points: readonly Poi[]; index: number } | null>(null);
  // A cursor belongs to the list it was moved in: a new category starts at its selection or top.
  const ownCursor = cursor?.points === points ? cursor.index : null;
  const active = Math.max(0, Math.min(ownCursor ?? Math.max(selectedIndex, 0), points.length - 1));
  const [view, setView] = useState({ top: 0, height: 0 });
  // The rows not drawn keep their room once the list knows its height (see below).
  const measured = view.height > 0;

  // Keeps the active option visible by scrolling the list only (scrollIntoView would scroll the
  // page too); again once the list is measured, as only then can it scroll to a row far down.
  const follows = ownCursor !== null || selectedIndex >= 0;
  const shownPoints = useRef(points);
  useEffect(() => {
    const list = listRef.current;
    // Another category's list starts at its top, not at the offset the last one was scrolled to.
    const newList = shownPoints.current !== points;
    shownPoints.current = points;
    if (list && newList && !follows) list.scrollTop = 0;
    // At the top with nothing chosen there is nothing to show (and no layout to read on start).
    if (!list || !follows || !measured) return;
    const top = active * POI_ROW_HEIGHT_PX;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + POI_ROW_HEIGHT_PX > list.scrollTop + list.clientHeight) {
      list.scrollTop = top + POI_ROW_HEIGHT_PX - list.clientHeight;
    }
  }, [active, points, follows, measured]);

  // Sizes come from a ResizeObserver, which reports after the browser's own layout: reading them
  // on mount would force an extra layout of the whole page while it starts.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let height = 0;
    const observer = new ResizeObserver(([entry]) => {
      height = entry?.contentRect.height ?? height;
      setView({ top: stepOf(list.scrollTop), height });
    });
    observer.observe(list);
    const onScroll = () => {
      const top = stepOf(list.scrollTop);
      setView((view) => (view.top === top && view.height === height ? view : { top, height }));
    };
    list.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener("scroll", onScroll);
    };
  }, []);

  const first = view.height === 0 ? 0 : Math.max(0, Math.floor(view.top / POI_ROW_HEIGHT_PX) - EXTRA_ROWS);
  const last =
    view.height === 0
      ? FIRST_ROWS
      : Math.ceil((view.top + STEP_PX + view.height) / POI_ROW_HEIGHT_PX) + EXTRA_ROWS;
  const end = Math.min(points.length, last);
  // The active option is always in the page: aria-activedescendant must name an element.
  const indexes = Array.from({ length: Math.max(0, end - first) }, (_, i) => first + i);
  if (points.length > 0 && (active < first || active >= end)) indexes.push(active);
  indexes.sort((a, b) => a - b);

  const move = (index: number) =>
    setCursor({ points, index: Math.max(0, Math.min(points.length - 1, index)) });
  const pageRows = Math.max(1, Math.floor((view.height || 480) / POI_ROW_HEIGHT_PX) - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = rovingIndex(event.key, active, {
      count: points.length,
      orientation: "vertical",
      wrap: false,
      page: pageRows,
    });
    const keys: Record<string, () => void> = {
      ...(next !== null ? { [event.key]: () => move(next) } : {}),
      Enter: () => onSelect(points[active]),
      " ": () => onSelect(points[active]),
      Escape: () => onSelect(undefined),
    };
    const action = keys[event.key];
    if (event.key === "Escape" && selectedId === undefined) return;
    if (action && points.length > 0) {
      event.preventDefault();
      action();
    }
  };

  const label = (point: Poi) =>
    t("app.map.option", {
      name: point.name === MASKED_NAME ? t("app.map.masked") : point.name,
      category: placeKindText(t, point, category, kinds),
    });

  // Rows not drawn keep their room as empty rows, once the list knows its height (the
  // pre-rendered page has the first rows only).
  const items: ReactNode[] = [];
  const gap = (from: number, to: number) => {
    if (measured && to > from)
      items.push(
        <li
          key={`gap-${from}`}
          role="none"
          className="poi-list__gap"
          style={{ height: (to - from) * POI_ROW_HEIGHT_PX }}
        />,
      );
  };
  let next = 0;
  for (const index of indexes) {
    gap(next, index);
    next = index + 1;
    const point = points[index]!;
    items.push(
      // Options are chosen with the keyboard through the listbox (aria-activedescendant).
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <li
        key={point.id}
        id={`${listId}-${index}`}
        data-poi-id={point.id}
        role="option"
        aria-selected={point.id === selectedId}
        aria-setsize={points.length}
        aria-posinset={index + 1}
        aria-label={label(point)}
        className={index === active ? "poi-list__option poi-list__option--active" : "poi-list__option"}
        onClick={() => {
          move(index);
          onSelect(point);
        }}
      >
        <span className={`poi-marker poi-marker--${point.icon}`} aria-hidden="true" />
        <span className="poi-list__name" lang="fr">
          {point.name}
        </span>
      </li>,
    );
  }
  gap(next, points.length);

  return (
    <ul
      ref={listRef}
      id={listId}
      role="listbox"
      tabIndex={0}
      className="poi-list"
      aria-label={t("app.map.list.label", { category: categoryLabel })}
      aria-activedescendant={points.length > 0 ? `${listId}-${active}` : undefined}
      onKeyDown={onKeyDown}
    >
      {items}
    </ul>
  );
});
