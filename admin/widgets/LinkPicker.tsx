import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { searchChoices, type LinkChoice } from "./link-choices";

/** The list shows this many choices at most: typing narrows it. */
const SHOWN = 60;

interface LinkPickerProps {
  choices: readonly LinkChoice[];
  onChoose(choice: LinkChoice): void;
  onClose(): void;
}

/**
 * The link picker of an article's text: a search box over every place a link may lead to (an
 * article, a section, a page, a map point), in a modal dialog. The results are buttons: a click,
 * or the arrow keys then Enter, inserts the link; Escape closes without a change.
 */
export function LinkPicker({ choices, onChoose, onClose }: LinkPickerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const id = useId();
  const results = useMemo(() => searchChoices(choices, query), [choices, query]);
  const shown = results.slice(0, SHOWN);
  // The dialog is modal: the page under it takes no text until it is closed.
  const choose = (choice: LinkChoice) => {
    dialog.current?.close();
    onChoose(choice);
  };

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    search.current?.focus();
    return () => element?.close();
  }, []);

  /** Arrow keys move between the search box and the results. */
  const move = (event: KeyboardEvent, from: number) => {
    const buttons = [...(list.current?.querySelectorAll("button") ?? [])];
    const to = event.key === "ArrowDown" ? from + 1 : event.key === "ArrowUp" ? from - 1 : undefined;
    if (to === undefined) return;
    event.preventDefault();
    if (to < 0) search.current?.focus();
    else buttons[Math.min(to, buttons.length - 1)]?.focus();
  };

  return (
    <dialog
      ref={dialog}
      className="link-picker"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className="link-picker__title">
        Faire un lien vers…
      </h2>
      <label className="link-picker__search">
        Chercher un article, une section, une page ou un point de la carte
        <input
          ref={search}
          type="search"
          value={query}
          aria-describedby={`${id}-count`}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && shown[0]) {
              event.preventDefault();
              choose(shown[0]);
            } else move(event, -1);
          }}
        />
      </label>
      <p id={`${id}-count`} className="link-picker__count" aria-live="polite">
        {results.length === 0
          ? "Aucun résultat : essayez un autre mot."
          : results.length > SHOWN
            ? `${results.length} résultats, les ${SHOWN} premiers affichés : précisez.`
            : `${results.length} résultat${results.length > 1 ? "s" : ""} : Entrée prend le premier, les flèches parcourent la liste.`}
      </p>
      <ul ref={list} className="link-picker__list" aria-label="Résultats">
        {shown.map((choice, index) => (
          <li key={`${choice.href}-${choice.kind}`}>
            <button
              type="button"
              className="link-picker__choice"
              onClick={() => choose(choice)}
              onKeyDown={(event) => move(event, index)}
            >
              <span className="link-picker__label">{choice.label}</span>
              <span className="link-picker__kind">
                {choice.kind} · <code>{choice.href}</code>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-picker__close" onClick={onClose}>
        Annuler
      </button>
    </dialog>
  );
}
