import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { MASKED_NAME, type Poi } from "~/data/map";
import { useT } from "~/i18n/useT";
import { POI_ICON_LABELS } from "./poi-icons";

interface Props {
  points: readonly Poi[];
  categoryLabel: string;
  selectedId: number | undefined;
  onSelect: (poi: Poi | undefined) => void;
}

/**
 * The points of the current category as a listbox: one tab stop, arrow keys, Home/End and
 * Page keys move, Enter or Space selects, Escape returns to the overview. Each option is read
 * as "name, category".
 */
export function PoiList({ points, categoryLabel, selectedId, onSelect }: Props) {
  const t = useT();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = points.findIndex((point) => point.id === selectedId);
  const [cursor, setCursor] = useState<number | null>(null);
  const active = Math.min(cursor ?? Math.max(selectedIndex, 0), points.length - 1);

  // Keeps the active option visible by scrolling the list only (scrollIntoView would scroll the page too).
  useEffect(() => {
    const list = listRef.current;
    const option = list?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    if (!list || !option) return;
    const top = option.offsetTop; // the list is positioned: it is the offset parent
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + option.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top + option.offsetHeight - list.clientHeight;
    }
  }, [active, points]);

  const move = (index: number) => setCursor(Math.max(0, Math.min(points.length - 1, index)));

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(points.length - 1),
      PageDown: () => move(active + 10),
      PageUp: () => move(active - 10),
      Enter: () => onSelect(points[active]),
      " ": () => onSelect(points[active]),
      Escape: () => onSelect(undefined),
    };
    const action = keys[event.key];
    if (action && points.length > 0) {
      event.preventDefault();
      action();
    }
  };

  const label = (point: Poi) =>
    t("app.board.option", {
      name: point.name === MASKED_NAME ? t("app.board.masked") : point.name,
      category: t(POI_ICON_LABELS[point.icon]),
    });

  return (
    <ul
      ref={listRef}
      id={listId}
      role="listbox"
      tabIndex={0}
      className="poi-list"
      aria-label={t("app.board.list.label", { category: categoryLabel })}
      aria-activedescendant={points.length > 0 ? `${listId}-${active}` : undefined}
      onKeyDown={onKeyDown}
    >
      {points.map((point, index) => (
        // Options are chosen with the keyboard through the listbox (aria-activedescendant).
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={point.id}
          id={`${listId}-${index}`}
          data-index={index}
          data-poi-id={point.id}
          role="option"
          aria-selected={point.id === selectedId}
          aria-label={label(point)}
          className={index === active ? "poi-list__option poi-list__option--active" : "poi-list__option"}
          onClick={() => {
            setCursor(index);
            onSelect(point);
          }}
        >
          <span className={`poi-marker poi-marker--${point.icon}`} aria-hidden="true" />
          <span className="poi-list__name" lang="fr">
            {point.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
