import { formatText } from "~/i18n/format";
import { DEFAULT_LOCALE, localeDirection, type Locale } from "~/i18n/locales";
import { loadMessages } from "~/i18n/messages";
import { fillExampleKinds, type ExampleKindLabels } from "~/lib/markdown/render";

export { fillExampleKinds } from "~/lib/markdown/render";

// Read by the rulebook's loaders (each page in its language) and the editor's preview (French).

/**
 * The words naming the worked examples' kinds in a page's language; outside French they carry
 * their language and direction, inside the French text.
 */
export async function exampleKindLabels(locale: Locale): Promise<ExampleKindLabels> {
  const messages = await loadMessages(locale);
  return {
    good: formatText(locale, messages, "app.notice.example.good"),
    bad: formatText(locale, messages, "app.notice.example.bad"),
    ...(locale === DEFAULT_LOCALE ? {} : { lang: locale, dir: localeDirection(locale) }),
  };
}

/** An article's HTML (rendered once for all languages) with its examples named in the page's language. */
export async function localizeExamples(html: string, locale: Locale): Promise<string> {
  return fillExampleKinds(html, await exampleKindLabels(locale));
}
