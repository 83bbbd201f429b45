import { MAP } from "./config.ts";

/** A pin's colours, in the order of the colour choice (a shared link writes a colour by its place here). */
export const PIN_COLOURS = ["amber", "red", "green", "blue", "violet", "white"] as const;
export type PinColour = (typeof PIN_COLOURS)[number];

/** Longest note, in characters: a line or two ("our hideout, back door"), not a diary. */
export const NOTE_MAX_LENGTH = 200;
/** Most pins one browser keeps. */
export const MAX_PINS = 200;

/** The map's parameter that carries shared pins: `/board?pins=1.…` (read and written by ./pin-link.ts). */
export const PINS_PARAM = "pins";
/** Most pins one link carries. */
export const MAX_SHARED_PINS = 50;

/**
 * A player's own mark on the map, kept in this browser only: a spot (game units, metres, whole
 * ones), a note of plain text and a colour.
 */
export interface Pin {
  id: string;
  x: number;
  y: number;
  note: string;
  colour: PinColour;
}

/**
 * A note as it is kept: text only, whatever was typed or pasted. Control characters (but line
 * breaks) and direction controls go, lines keep their breaks, the whole is trimmed and cut at NOTE_MAX_LENGTH. It is shown
 * as text, never as HTML.
 */
export function cleanNote(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, "")
      // Direction overrides and isolates: a shared note could show « evil » as « live ».
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
      .slice(0, NOTE_MAX_LENGTH)
      // A note cut in the middle of a surrogate pair would end with half a character.
      .replace(/[\uD800-\uDBFF]$/, "")
  );
}

/** Whether a number is a coordinate of the map: x or y within its bounds. */
export const onMap = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= MAP.coordinateBound;

export const isPinColour = (value: unknown): value is PinColour =>
  typeof value === "string" && (PIN_COLOURS as readonly string[]).includes(value);

/** A new pin's id: unique enough among one browser's pins, and short. */
export function newPinId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, "0")}`;
}

/** A pin read from storage, or undefined when it is not one (an old or hand-edited value). */
export function readPin(value: unknown): Pin | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { id, x, y, note, colour } = value as Record<string, unknown>;
  if (typeof id !== "string" || !/^[a-z0-9]{1,24}$/.test(id) || !onMap(x) || !onMap(y)) return undefined;
  if (typeof note !== "string") return undefined;
  return {
    id,
    x: Math.round(x),
    y: Math.round(y),
    note: cleanNote(note),
    colour: isPinColour(colour) ? colour : PIN_COLOURS[0],
  };
}
