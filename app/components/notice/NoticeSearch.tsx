import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Icon } from "~/components/Icon";
import { useLocalizedPath } from "~/i18n/useLocalizedPath";
import { useT } from "~/i18n/useT";
import { useNoticeSearch } from "~/notice/search/useNoticeSearch";
import { loadPopupStyles } from "./popup-styles";
import { SearchResultItem } from "./SearchResultItem";

function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return (
    !!element && (element.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName))
  );
}

/**
 * Full-text search over the rulebook, in a modal dialog: results appear as you type, arrow keys
 * move through them, Enter opens the article at the matching heading. "/" or Ctrl+K opens it.
 */
export function NoticeSearch() {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [searchParams, setSearchParams] = useSearchParams();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const { status, load, search } = useNoticeSearch();
  const listId = useId();
  const results = search(query);
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));

  /** Opens the search (by its button, its shortcuts or `?q=`): the documents start loading, the field takes the focus. */
  const open = useCallback(() => {
    if (dialogRef.current?.open) return;
    void load();
    dialogRef.current?.showModal();
    inputRef.current?.focus();
  }, [load]);
  const close = () => dialogRef.current?.close();

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        (event.key === "k" && (event.ctrlKey || event.metaKey)) ||
        (event.key === "/" && !isTypingTarget(event.target));
      if (shortcut && !dialogRef.current?.open) {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // Closing to follow a result must not also tidy `?q=` from the page being left (that would cancel the visit).
  const leavingRef = useRef(false);
  const go = (url: string) => {
    leavingRef.current = true;
    close();
    void navigate(localize(url));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A search field's own Escape only empties it; here Escape closes the search, as the button says.
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === "Enter") {
      const hit = results[activeIndex];
      if (hit) {
        event.preventDefault();
        go(hit.url);
      }
    }
  };

  // `?q=…` opens the search with that query: search engines and bookmarks can start a search.
  const urlQuery = searchParams.get("q");
  useEffect(() => {
    if (!urlQuery?.trim() || dialogRef.current?.open) return;
    setQuery(urlQuery.slice(0, 200));
    // Opened as the page starts: its styles may still be on their way.
    let cancelled = false;
    void loadPopupStyles().then(() => {
      if (!cancelled) open();
    });
    return () => {
      cancelled = true;
    };
  }, [urlQuery, open]);

  // The dialog's styles, fetched once the page is interactive: it cannot open before.
  useEffect(() => {
    void loadPopupStyles();
  }, []);

  const onDialogClose = () => {
    openerRef.current?.focus();
    const leaving = leavingRef.current;
    leavingRef.current = false;
    if (!leaving && searchParams.has("q")) {
      const next = new URLSearchParams(searchParams);
      next.delete("q");
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
  };

  const activeId = results[activeIndex] ? `${listId}-${activeIndex}` : undefined;

  return (
    <div className="notice-search">
      <button ref={openerRef} type="button" className="notice-search__open" onClick={open}>
        <Icon name="search" size={18} />
        <span>{t("app.notice.search.open")}</span>
        <kbd className="keyboard-hint" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      <dialog
        ref={dialogRef}
        className="notice-search__dialog"
        aria-label={t("app.notice.search.open")}
        onClose={onDialogClose}
      >
        <div className="notice-search__bar">
          <Icon name="search" size={20} />
          <label htmlFor={`${listId}-input`} className="visually-hidden">
            {t("app.notice.search.label")}
          </label>
          <input
            ref={inputRef}
            id={`${listId}-input`}
            type="search"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={activeId}
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            placeholder={t("app.notice.search.placeholder")}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className="icon-button" onClick={close}>
            <Icon name="close" size={18} />
            <span className="visually-hidden">{t("app.notice.search.close")}</span>
          </button>
        </div>
        <p className="notice-search__status" role="status">
          {status === "loading"
            ? t("app.notice.search.loading")
            : status === "error"
              ? t("app.notice.search.error")
              : query.trim().length >= 2
                ? t("app.notice.search.results", { count: results.length })
                : t("app.notice.search.shortcut")}
        </p>
        <ul
          id={listId}
          role="listbox"
          className="notice-search__results"
          aria-label={t("app.notice.search.open")}
        >
          {results.map((hit, index) => (
            <SearchResultItem
              key={hit.id}
              id={`${listId}-${index}`}
              hit={hit}
              query={query}
              active={index === activeIndex}
              onChoose={() => go(hit.url)}
              onHover={() => setActive(index)}
            />
          ))}
        </ul>
        <p className="notice-search__hint keyboard-hint" aria-hidden="true">
          {t("app.notice.search.hint")}
        </p>
      </dialog>
    </div>
  );
}
