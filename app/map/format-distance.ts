import { numberFormat } from "../i18n/intl-formats.ts";

/**
 * A distance on the island as a player reads it, in the page's language: to the nearest 10 m under
 * a kilometre ("850 m"), then in kilometres with one decimal ("1,3 km"), whole from 10 km.
 */
export function formatDistance(metres: number, locale: string): string {
  const tens = Math.round(metres / 10) * 10;
  if (tens < 1000) return numberFormat(locale, { style: "unit", unit: "meter" }).format(tens);
  const km = metres / 1000;
  return numberFormat(locale, {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
