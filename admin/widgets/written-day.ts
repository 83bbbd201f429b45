const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A YYYY-MM-DD day written out in French (« mardi 24 novembre 2026 »), or "" when it is not one.
 * The browser's date field shows the day in its own interface language (11/24/2026 in an English
 * Chromium): written out next to it, the day cannot be misread, whatever the browser.
 */
export function writtenDay(value: string | undefined): string {
  const match = value ? DAY.exec(value) : null;
  if (!match) return "";
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return "";
  return date.toLocaleDateString("fr-FR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

const FRENCH_DAY = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/;

/** A YYYY-MM-DD day as French staff write it, JJ/MM/AAAA (« 24/11/2026 »); anything else as it is. */
export function frenchDay(value: string | undefined): string {
  const match = value ? DAY.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (value ?? "");
}

/** A day typed JJ/MM/AAAA (or J/M/AAAA, with dots or dashes) as YYYY-MM-DD, or undefined if it is none. */
export function isoDay(typed: string): string | undefined {
  const match = FRENCH_DAY.exec(typed);
  if (!match) return undefined;
  const [, day = "", month = "", year = ""] = match;
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return writtenDay(iso) ? iso : undefined;
}

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

/**
 * Why a day field's value (YYYY-MM-DD once it is a day, else the text as typed) is refused, in
 * French, or undefined when it is a day not after `today`. A day that does not exist is named as
 * such (« Le 31 novembre 2026 n'existe pas »), not sent back to a format staff already used.
 */
export function dayProblem(value: string | undefined, today: string): string | undefined {
  if (!value) return undefined;
  if (writtenDay(value)) return value > today ? "La date ne peut pas être dans le futur." : undefined;
  const french = FRENCH_DAY.exec(value);
  const iso = DAY.exec(value);
  if (!french && !iso) return "Écrivez la date JJ/MM/AAAA, par exemple 24/11/2026.";
  const [day, month, year] = (french ? [french[1], french[2], french[3]] : [iso![3], iso![2], iso![1]]).map(
    Number,
  ) as [number, number, number];
  const name = MONTHS[month - 1];
  if (!name) return `Le mois ${month} n'existe pas : écrivez un mois de 1 à 12 (JJ/MM/AAAA).`;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `Le ${day} ${name} ${year} n'existe pas : ${name} ${year} n'a que ${last} jours.`;
}
