import { MAX_SHARED_PINS, NOTE_MAX_LENGTH, PIN_COLOURS, cleanNote, onMap, type Pin } from "./pins.ts";

export { MAX_SHARED_PINS, PINS_PARAM } from "./pins.ts";
/**
 * Longest value written or read: the whole address must stay under the servers' limit
 * (MAX_URL_LENGTH in server/site-rules.ts, 2048, with `/ar/board?pins=` before it) and fit in one
 * chat message (Discord's 2,000 characters): fifty pins with a few words each, or a handful with
 * full notes.
 */
export const MAX_PINS_PARAM_LENGTH = 1900;

/** The format's version, written first: a later format gets another, and this one stays readable. */
const VERSION = "1";
// Between pins and between a pin's fields: control characters, which notes never hold (cleanNote).
const PIN_SEPARATOR = "\u001e";
const FIELD_SEPARATOR = "\u001f";

export type SharedPin = Omit<Pin, "id">;

export type PinLinkReading =
  | { ok: true; pins: SharedPin[] }
  /** `tooLong`: over MAX_PINS_PARAM_LENGTH; `tooMany`: over MAX_SHARED_PINS; `broken`: not pins of this format. */
  | { ok: false; reason: "tooLong" | "tooMany" | "broken" };

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** FNV-1a over the bytes, in base 36: a link cut short or altered by hand no longer matches it. */
function checksum(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(36);
}

/** The link's envelope around the pins' text: the version, the text in base64url, its checksum. */
export function sealPinsText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return `${VERSION}.${toBase64Url(bytes)}.${checksum(bytes)}`;
}

/**
 * Pins as the value of `pins=`: the version, the pins in base64url (UTF-8 text: each pin's
 * whole-metre x and y, its colour's place in PIN_COLOURS and its note), and a checksum, joined by
 * dots. A few dozen characters a pin: "1.LTEyMDMfLTE5MjMfMR9Ob3RyZSBRRw.1x9ut2p".
 */
export function encodePins(pins: readonly SharedPin[]): string {
  const text = pins
    .map((pin) =>
      [
        Math.round(pin.x),
        Math.round(pin.y),
        Math.max(0, PIN_COLOURS.indexOf(pin.colour)),
        cleanNote(pin.note),
      ].join(FIELD_SEPARATOR),
    )
    .join(PIN_SEPARATOR);
  return sealPinsText(text);
}

/**
 * The value of a link to share these pins, or why there is none: over MAX_SHARED_PINS pins, or
 * notes too long for one link (MAX_PINS_PARAM_LENGTH).
 */
export function sharePinsValue(
  pins: readonly SharedPin[],
): { ok: true; value: string } | { ok: false; reason: "tooMany" | "tooLong" } {
  if (pins.length > MAX_SHARED_PINS) return { ok: false, reason: "tooMany" };
  const value = encodePins(pins);
  return value.length > MAX_PINS_PARAM_LENGTH ? { ok: false, reason: "tooLong" } : { ok: true, value };
}

const WHOLE = /^-?\d{1,5}$/;

/**
 * Reads a shared link's pins. Anything that is not exactly what encodePins writes (its checksum
 * included), or more than it writes for MAX_SHARED_PINS pins, is refused whole, with the reason: a
 * link cut by a chat app or tampered with gives no pins rather than wrong ones. Notes come back as
 * plain text.
 */
export function decodePins(value: string): PinLinkReading {
  if (value.length > MAX_PINS_PARAM_LENGTH) return { ok: false, reason: "tooLong" };
  const [version, data, sum, ...rest] = value.split(".");
  if (version !== VERSION || data === undefined || sum === undefined || rest.length > 0)
    return { ok: false, reason: "broken" };
  const bytes = fromBase64Url(data);
  if (!bytes || checksum(bytes) !== sum) return { ok: false, reason: "broken" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: "broken" };
  }
  if (text === "") return { ok: false, reason: "broken" };
  const records = text.split(PIN_SEPARATOR);
  if (records.length > MAX_SHARED_PINS) return { ok: false, reason: "tooMany" };
  const pins: SharedPin[] = [];
  for (const record of records) {
    const fields = record.split(FIELD_SEPARATOR);
    if (fields.length !== 4) return { ok: false, reason: "broken" };
    const [x, y, colour, note] = fields as [string, string, string, string];
    if (!WHOLE.test(x) || !WHOLE.test(y) || !/^\d$/.test(colour)) return { ok: false, reason: "broken" };
    const pin = { x: Number(x), y: Number(y), colour: PIN_COLOURS[Number(colour)], note: cleanNote(note) };
    if (!onMap(pin.x) || !onMap(pin.y) || !pin.colour || note.length > NOTE_MAX_LENGTH)
      return { ok: false, reason: "broken" };
    pins.push({ ...pin, colour: pin.colour });
  }
  return { ok: true, pins };
}
