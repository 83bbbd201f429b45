import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/Icon";
import { LOCALE_CHOICE_ATTRIBUTE } from "~/i18n/language-links";
import { LOCALES, LOCALE_NAMES } from "~/i18n/locales";
import { useLocale } from "~/i18n/LocaleProvider";
import { localizePath, splitLocalePath } from "~/i18n/paths";
import { useT } from "~/i18n/useT";
import { rovingIndex } from "~/lib/keyboard/roving-index";
import { useHydrated } from "~/lib/useHydrated";
import { hidePopover, usePopoverOpen } from "./usePopoverOpen";

/** Marks a language link: once hydrated, following one stores the choice and keeps the place (language-links.ts). */
const LOCALE_CHOICE = { [LOCALE_CHOICE_ATTRIBUTE]: "" };

/**
 * Language list: a button opening the page's six language versions in a popover, each a plain
 * link. It opens, closes (Escape, a tap outside) and navigates from the first paint and without
 * JavaScript. Once hydrated, following a link stores the choice and keeps the query, the hash or
 * the section being read (language-links.ts); React adds aria-expanded, focus on the current
 * language and the arrow keys.
 */
export function LanguageSwitcher() {
  const t = useT();
  const hydrated = useHydrated();
  const { locale } = useLocale();
  const { sitePath } = splitLocalePath(useLocation().pathname);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const optionRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const open = usePopoverOpen(listRef);

  useEffect(() => {
    if (open) optionRefs.current[LOCALES.indexOf(locale)]?.focus();
  }, [open, locale]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    const current = optionRefs.current.findIndex((option) => option === document.activeElement);
    const next = rovingIndex(event.key, current, {
      count: LOCALES.length,
      orientation: "vertical",
      wrap: true,
    });
    if (next !== null) {
      event.preventDefault();
      optionRefs.current[next]?.focus();
    } else if (event.key === "Tab") {
      hidePopover(listRef.current);
    }
  };

  return (
    // Arrow keys move between the languages while the list is open.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="language-switcher" onKeyDown={onKeyDown}>
      <button
        type="button"
        className="language-switcher__button"
        popoverTarget={listId}
        aria-controls={listId}
        // Before hydration the browser tells assistive technology whether the popover is open.
        aria-expanded={hydrated ? open : undefined}
      >
        <Icon name="globe" size={18} />
        <span className="visually-hidden">
          {t("app.language.button", { language: LOCALE_NAMES[locale] })}
        </span>
        <span aria-hidden="true">{locale.toUpperCase()}</span>
      </button>
      <ul
        ref={listRef}
        id={listId}
        className="language-switcher__list"
        popover="auto"
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
              {...LOCALE_CHOICE}
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
