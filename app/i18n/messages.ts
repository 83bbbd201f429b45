import { use } from "react";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type fr from "./messages/fr.json";
import type { Locale } from "./locales.ts";

export type MessageKey = keyof typeof fr;
/** ICU strings; in the browser build, their parsed form (scripts/vite-plugins/icu-messages.ts). */
export type Messages = Record<MessageKey, string | MessageFormatElement[]>;

declare global {
  interface Window {
    /** The page's own messages (scripts/postbuild/page-catalogues.ts), set by its hydration script. */
    __pageMessages?: string;
  }
}

/** Each catalogue is its own chunk: a page downloads the one of its language only. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr: () => import("./messages/fr.json"),
  en: () => import("./messages/en.json"),
  de: () => import("./messages/de.json"),
  es: () => import("./messages/es.json"),
  ru: () => import("./messages/ru.json"),
  ar: () => import("./messages/ar.json"),
};

/** Whole catalogues, once loaded. */
const loaded = new Map<Locale, Messages>();
/** The pages' own parts of a catalogue, when the page came with one. */
const pageParts = new Map<Locale, Messages>();
/** Loads of whole catalogues, marked as React's `use` reads them once settled. */
const loading = new Map<Locale, Promise<Messages> & { status?: string; value?: Messages }>();

/** The whole catalogue of a language. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let promise = loading.get(locale);
  if (!promise) {
    const started: Promise<Messages> & { status?: string; value?: Messages } = loaders[locale]().then(
      ({ default: messages }) => {
        loaded.set(locale, messages);
        Object.assign(started, { status: "fulfilled", value: messages });
        return messages;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    promise = started;
    loading.set(locale, promise);
  }
  return promise;
}

/**
 * The messages the page needs before it is interactive: in a built page, only the messages its scripts
 * use, which its hydration script names (`window.__pageMessages`); otherwise (development, tests) the
 * whole catalogue.
 */
export async function loadPageMessages(locale: Locale): Promise<void> {
  const url = typeof window === "undefined" ? undefined : window.__pageMessages;
  if (!url) {
    await loadMessages(locale);
    return;
  }
  const part = (await import(/* @vite-ignore */ url)) as { default: Messages };
  pageParts.set(locale, part.default);
}

/**
 * The catalogue of a language that has been loaded (whole, or the page's part): rendering never
 * waits for one. The browser entry loads the page's messages before hydrating; pre-rendering loads
 * all six catalogues.
 */
export function messagesFor(locale: Locale): Messages {
  const messages = loaded.get(locale) ?? pageParts.get(locale);
  if (!messages) throw new Error(`The "${locale}" message catalogue is used before it was loaded.`);
  return messages;
}

/**
 * `messages` when it has `key`; else the language's whole catalogue. A page that holds only its own
 * messages meets other keys after a navigation to another kind of page: the render then waits for
 * the whole catalogue (React's `use`, inside the navigation's transition, so the old page stays).
 */
export function messagesWith(locale: Locale, messages: Messages, key: MessageKey): Messages {
  if (key in messages) return messages;
  // `use` may run conditionally, from any function a render calls (useT's `t`, a route's meta); it is
  // not reached outside a render, where the page's own messages hold every key its handlers use.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return loaded.get(locale) ?? use(loadMessages(locale));
}
