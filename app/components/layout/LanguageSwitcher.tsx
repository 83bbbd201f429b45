import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/Icon";
import { LOCALES, LOCALE_NAMES, type Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/LocaleProvider";
import { localizePath, splitLocalePath } from "~/i18n/paths";
import { storeLocale } from "~/i18n/stored-locale";
import { useT } from "~/i18n/useT";

/**
 * Language popup: a button with aria-expanded opening the list of the page's six language
 * versions. Each is a real link (crawlers and readers without JavaScript can follow it); choosing
 * one stores the choice and loads that page, keeping the query string and the hash.
 * Escape or a click outside closes the list; focus goes back to the button.
 */
export function LanguageSwitcher() {
  const t = useT();
  const { locale } = useLocale();
  const { sitePath } = splitLocalePath(useLocation().pathname);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<Array<HTMLAnchorElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    optionRefs.current[LOCALES.indexOf(locale)]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, locale]);

  const choose = (value: Locale, event: MouseEvent<HTMLAnchorElement>) => {
    storeLocale(value);
    setOpen(false);
    // The query and hash of the moment of the click (the hash may have moved since the last render).
    event.currentTarget.href = localizePath(value, sitePath) + window.location.search + window.location.hash;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    const current = optionRefs.current.findIndex((option) => option === document.activeElement);
    const last = LOCALES.length - 1;
    const next: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in next) {
      event.preventDefault();
      optionRefs.current[next[event.key] ?? 0]?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    // Arrow keys move between the languages while the list is open.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="language-switcher" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="language-switcher__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" size={18} />
        <span className="visually-hidden">
          {t("app.language.button", { language: LOCALE_NAMES[locale] })}
        </span>
        <span aria-hidden="true">{locale.toUpperCase()}</span>
      </button>
      <ul
        id={listId}
        className="language-switcher__list"
        hidden={!open}
        aria-label={t("app.language.listLabel")}
      >
        {LOCALES.map((value, index) => (
          <li key={value}>
            <a
              ref={(element) => {
                optionRefs.current[index] = element;
              }}
              href={localizePath(value, sitePath)}
              hrefLang={value}
              lang={value}
              className="language-switcher__option"
              aria-current={value === locale ? "true" : undefined}
              onClick={(event) => choose(value, event)}
            >
              <span>{LOCALE_NAMES[value]}</span>
              {value === locale ? <Icon name="check" size={16} /> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
