import {
  useCallback,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Icon } from "~/components/Icon";
import { rovingIndex } from "~/lib/keyboard/roving-index";
import { cycleTab } from "~/lib/keyboard/tab-cycle";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { useLocalizedPath } from "~/i18n/useLocalizedPath";
import { useT } from "~/i18n/useT";
import { FOCUS_TARGET_STATE } from "~/lib/hash-scroll";
import { overlayOf, useOverlayEntry } from "~/lib/overlay-history";
import { NOTICE_HOME } from "~/notice/model";
import { rememberedChoice, rememberSearch } from "~/notice/search/search-return";
import { useNoticeSearch } from "~/notice/search/useNoticeSearch";
import { loadPopupStyles, popupStylesLoaded } from "./popup-styles";
import { SearchResultItem } from "./SearchResultItem";

function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return (
    !!element && (element.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName))
  );
}

/** Whether a click on the dialog element fell outside its box: on the dimmed page around it. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/** The words of the catalogue's list of examples ("fine, bank", "غرامة، بنك"). */
function searchExamples(list: string): string[] {
  return list
    .split(/[,،]/u)
    .map((word) => word.trim())
    .filter(Boolean);
}

/**
 * Full-text search over the rulebook. On the page, a GET form to `/notice?q=`, which works before
 * the page is hydrated; once it is, the form opens a modal dialog where results appear as you type,
 * arrow keys move through them and Enter opens the article at the matching heading. "/" or Ctrl+K
 * opens it too. Without JavaScript, the page says so and points to the table of contents.
 */
export function NoticeSearch({ browsePath }: { browsePath: string }) {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [searchParams, setSearchParams] = useSearchParams();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** The page's own search field, and whether the dialog waits for its styles. */
  const fieldRef = useRef<HTMLInputElement>(null);
  const pendingRef = useRef(false);
  /** Whether the search was opened from the address (`?q=`), with no control of the page as its opener. */
  const withoutOpener = useRef(false);
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState(false);
  /** Whether the search is open as far as its state and history entry go, ahead of React's next render. */
  const shownRef = useRef(false);
  const [active, setActive] = useState(0);
  // The field shows each key at once; results follow at a lower priority, and a slow phone skips the
  // results of a query already typed past instead of making the next keys wait for them.
  const searchedQuery = useDeferredValue(query);
  const { status, load, results, more } = useNoticeSearch(searchedQuery);
  const listId = useId();
  const fieldId = useId();
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));

  /**
   * Opens the search. With a text (typed in the page's field, or `?q=`), the dialog's field takes it,
   * the caret at its end; without, it keeps the last query, selected, so that typing replaces it.
   */
  const open = useCallback(
    (text?: string, fromAddress?: { choice: number }) => {
      const show = (value?: string) => {
        const dialog = dialogRef.current;
        const input = inputRef.current;
        if (!dialog || !input || dialog.open) return;
        load();
        dialog.showModal();
        shownRef.current = true;
        setShown(true);
        withoutOpener.current = fromAddress !== undefined;
        // Opened from the address (Back from a result, a search sent before the page was ready), the
        // results are what the reader comes for: on a touch screen the keyboard would cover them.
        if (!fromAddress || !window.matchMedia("(pointer: coarse)").matches) input.focus();
        if (value === undefined) {
          input.select();
        } else {
          input.value = value;
          setQuery(value);
          setActive(fromAddress?.choice ?? 0);
          input.setSelectionRange(value.length, value.length);
        }
      };
      // The dialog's styles come once the page is interactive: it never shows without them.
      if (popupStylesLoaded()) return show(text);
      // Until they come, no key is lost on a slow phone: what the reader types in the page's own field
      // stays there, other keys are kept aside, and the dialog then takes both. Focus does not move:
      // the field is at the top of the page, and a reader in the middle of an article stays there.
      const field = fieldRef.current;
      if (field && text !== undefined && !field.value) field.value = text;
      if (pendingRef.current) return;
      pendingRef.current = true;
      let typedAside = "";
      const keepKey = (event: globalThis.KeyboardEvent) => {
        if (event.target === field || event.ctrlKey || event.metaKey || event.altKey || event.isComposing)
          return;
        if (event.key.length === 1) typedAside += event.key;
        else if (event.key === "Backspace") typedAside = typedAside.slice(0, -1);
        else return;
        event.preventDefault();
      };
      document.addEventListener("keydown", keepKey, true);
      void loadPopupStyles().then(() => {
        document.removeEventListener("keydown", keepKey, true);
        pendingRef.current = false;
        const typed = (field?.value ?? "") + typedAside;
        if (field) field.value = "";
        show(typed || text);
      });
    },
    [load],
  );
  // Closing to follow a result must not also tidy `?q=` from the page being left (that would cancel the visit).
  const leavingRef = useRef(false);
  /** Set when `?q=` is to go once the reader is back on the page's own entry (not the search's). */
  const tidyQuery = useRef(false);
  // On a phone, Back closes the search rather than leaving the page (overlay-history.ts); `?q=` then goes.
  const closedByBack = useCallback(() => {
    dialogRef.current?.close();
    shownRef.current = false;
    setShown(false);
    tidyQuery.current = true;
  }, []);
  const history = useOverlayEntry("search", shown, closedByBack);
  const location = useLocation();

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      // Right after Escape, focus is still in the closed dialog's field until the browser's next
      // frame moves it out: a "/" typed then is not typed in a field.
      const inClosedDialog = !!dialog && !dialog.open && dialog.contains(event.target as Node | null);
      const shortcut =
        (event.key === "k" && (event.ctrlKey || event.metaKey)) ||
        (event.key === "/" && (inClosedDialog || !isTypingTarget(event.target)));
      if (shortcut && !dialogRef.current?.open) {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const go = (url: string, choice: number) => {
    leavingRef.current = true;
    // Back from the page found comes back to this search, open on the same words, on the result
    // chosen, for the next one: the entry left (the search's own, or the page's) keeps the words
    // as `?q=`, which opens it, and the choice in its state.
    const words = query.trim().slice(0, 200);
    if (words) rememberSearch(words, choice);
    history.leave();
    close();
    // The new page puts focus on the section found (or its title) and is announced (ScrollManager).
    void navigate(localize(url), { state: FOCUS_TARGET_STATE, replace: !words && history.onEntry });
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      // Home and End stay the text field's own (the caret); the arrows move through the results.
      event.preventDefault();
      const next = rovingIndex(event.key, activeIndex, {
        count: results.length,
        orientation: "vertical",
        wrap: true,
      });
      if (next !== null) setActive(next);
    } else if (event.key === "Enter") {
      const hit = results[activeIndex];
      if (hit) {
        event.preventDefault();
        go(hit.url, activeIndex);
      }
    }
  };

  // `?q=…` opens the search with that query: the form sent before hydration, search engines, bookmarks.
  const urlQuery = searchParams.get("q");
  useEffect(() => {
    if (!urlQuery?.trim() || dialogRef.current?.open) return;
    open(urlQuery.slice(0, 200), { choice: rememberedChoice() });
  }, [urlQuery, open]);

  // The dialog's styles, fetched once the page is interactive.
  useEffect(() => {
    void loadPopupStyles();
  }, []);

  /** The page's field hands what it holds to the dialog, and stays empty. */
  const openFromField = (field: HTMLInputElement) => {
    // While the dialog's styles load, the text stays in the field, where typing goes on.
    if (!popupStylesLoaded()) return open();
    const text = field.value;
    field.value = "";
    open(text || undefined);
  };
  // Tapped or typed in before the page was ready: React saw none of it, and the reader, done typing
  // or waiting with the keyboard up, would wait for a search that never opens. It opens now, with
  // what the field holds.
  const takeEarlyText = useEffectEvent(() => {
    const field = fieldRef.current;
    if (field && document.activeElement === field) openFromField(field);
  });
  useEffect(() => takeEarlyText(), []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("q");
    if (field instanceof HTMLInputElement) openFromField(field);
  };

  useEffect(() => {
    if (!tidyQuery.current || overlayOf(location.state) === "search") return;
    tidyQuery.current = false;
    if (!searchParams.has("q")) return;
    const next = new URLSearchParams(searchParams);
    next.delete("q");
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }, [location, searchParams, setSearchParams]);

  /**
   * Closes the search and lets go of its history entry at once. The dialog's close event comes only
   * at the browser's next frame: a reader who reopens the search before it (Escape then "/", Back
   * then "/") must find the search's state already closed, or the reopened search gets no entry.
   */
  const close = () => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
    // Opened from the address, the search had no opener to give focus back to: the page's own field
    // takes it, where a keyboard reader opens it again (not on a touch screen: no keyboard pops up).
    if (withoutOpener.current && !leavingRef.current && !window.matchMedia("(pointer: coarse)").matches)
      fieldRef.current?.focus({ preventScroll: true });
    withoutOpener.current = false;
    if (!shownRef.current) return;
    shownRef.current = false;
    const leaving = leavingRef.current;
    leavingRef.current = false;
    setShown(false);
    if (leaving) return;
    // The search's history entry goes (closed by Escape, its button or a tap outside), then `?q=`.
    tidyQuery.current = true;
    history.dismiss();
    if (overlayOf(location.state) !== "search" && searchParams.has("q")) {
      tidyQuery.current = false;
      const next = new URLSearchParams(searchParams);
      next.delete("q");
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
  };
  // The browser closed the dialog itself (Escape on a result): the same as closing it. The event of
  // a close already handled, arriving after the search was reopened, changes nothing.
  const onDialogClose = () => {
    if (!dialogRef.current?.open) close();
  };

  const activeId = results[activeIndex] ? `${listId}-${activeIndex}` : undefined;
  // The active result stays in view as the arrows move through the list, or as Back brings it back.
  useEffect(() => {
    if (!shown || !activeId) return;
    document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [shown, activeId]);
  const noResult =
    status !== "error" &&
    status !== "loading" &&
    query.trim().length >= 2 &&
    searchedQuery === query &&
    results.length === 0;
  /** Searches one of the words suggested, as if typed. */
  const searchFor = (word: string) => {
    setQuery(word);
    setActive(0);
    inputRef.current?.focus();
  };

  return (
    <div className="notice-search">
      <form
        role="search"
        method="get"
        action={localize(NOTICE_HOME)}
        className="notice-search__open"
        aria-label={t("app.notice.search.open")}
        onSubmit={onSubmit}
      >
        {/* The form's own submit button, first in the field as its magnifier: it sends `?q=` before the
            page is interactive, opens the search once it is. */}
        <button type="submit" className="notice-search__submit">
          <Icon name="search" size={18} />
          <span className="visually-hidden">{t("app.notice.search.submit")}</span>
        </button>
        <label htmlFor={fieldId} className="visually-hidden">
          {t("app.notice.search.label")}
        </label>
        <input
          ref={fieldRef}
          id={fieldId}
          className="notice-search__field"
          type="text"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t("app.notice.search.open")}
          onClick={(event) => openFromField(event.currentTarget)}
          onChange={(event) => openFromField(event.currentTarget)}
        />
        {/* The keys as the reader's keyboard names them (« Strg » in German). */}
        <kbd className="keyboard-hint" aria-hidden="true">
          {t("app.notice.search.shortcutKeys")}
        </kbd>
      </form>
      <noscript>
        <p className="notice-search__no-script">
          {t("app.notice.search.needsScript")}{" "}
          <LocalizedLink to={browsePath}>{t("app.notice.search.browse")}</LocalizedLink>
        </p>
      </noscript>
      {/* Closes on Escape, its button, or a click on the dimmed page around it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        className="notice-search__dialog"
        aria-labelledby={`${listId}-title`}
        onClose={onDialogClose}
        onClick={(event) => {
          if (onBackdrop(event)) close();
        }}
        // Tab cycles through the dialog: the page behind it never gets focus, not for one press.
        onKeyDown={(event) => cycleTab(event.nativeEvent, event.currentTarget)}
      >
        {/* The close button on a row of its own: the field keeps the whole width for its text. */}
        <div className="notice-search__head">
          <h2 id={`${listId}-title`} className="notice-search__title">
            {t("app.notice.search.open")}
          </h2>
          <button type="button" className="icon-button notice-search__close" onClick={close}>
            <Icon name="close" size={18} />
            <span className="visually-hidden">{t("app.notice.search.close")}</span>
          </button>
        </div>
        <div className="notice-search__input">
          <Icon name="search" size={20} className="notice-search__icon" />
          <label htmlFor={`${listId}-input`} className="visually-hidden">
            {t("app.notice.search.label")}
          </label>
          <input
            ref={inputRef}
            id={`${listId}-input`}
            type="text"
            enterKeyHint="search"
            role="combobox"
            aria-expanded={shown && results.length > 0}
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
        </div>
        <p className="notice-search__status" role="status">
          {/* Until the results of what is typed are worked out, none is not "no result". */}
          {status === "error" ? (
            t("app.notice.search.error")
          ) : status === "loading" ||
            (query.trim().length >= 2 && searchedQuery !== query && results.length === 0) ? (
            t("app.notice.search.loading")
          ) : query.trim().length >= 2 ? (
            // The first results only: the reader knows a word more would find the rest.
            t(more ? "app.notice.search.resultsFirst" : "app.notice.search.results", {
              count: results.length,
            })
          ) : (
            <span className="keyboard-hint">{t("app.notice.search.shortcut")}</span>
          )}
        </p>
        {/* Before a word, and with no result: the rulebook is French, and these words find something. */}
        {noResult || (status !== "error" && query.trim().length < 2) ? (
          <div className="notice-search__suggestions">
            <p>{t(noResult ? "app.notice.search.noResultsHint" : "app.notice.search.startHint")}</p>
            <ul>
              {searchExamples(t("app.notice.search.examples")).map((word) => (
                <li key={word}>
                  <button type="button" className="notice-search__suggestion" onClick={() => searchFor(word)}>
                    {word}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          className="notice-search__results"
          aria-busy={searchedQuery !== query}
          aria-label={t("app.notice.search.open")}
        >
          {results.map((hit, index) => (
            <SearchResultItem
              key={hit.id}
              id={`${listId}-${index}`}
              hit={hit}
              query={searchedQuery}
              active={index === activeIndex}
              onChoose={() => go(hit.url, index)}
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
