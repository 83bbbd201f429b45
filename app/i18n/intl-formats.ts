/**
 * The browser's number and date formatters and plural rules, one per language and options. Making one loads ICU's
 * data for its language: a few milliseconds each time, tens on a slow phone, and a rulebook page
 * formats a date per change entry while it hydrates.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

const keyOf = (locale: string, options: object | undefined) => `${locale} ${JSON.stringify(options ?? {})}`;

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function pluralRulesFor(locale: string, type: Intl.PluralRuleType | undefined): Intl.PluralRules {
  const key = keyOf(locale, { type });
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}
