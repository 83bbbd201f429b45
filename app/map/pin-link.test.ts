import { describe, expect, it } from "vitest";
import {
  MAX_PINS_PARAM_LENGTH,
  MAX_SHARED_PINS,
  decodePins,
  encodePins,
  sealPinsText,
  sharePinsValue,
  type SharedPin,
} from "./pin-link";
import { NOTE_MAX_LENGTH, PINS_PARAM, PIN_COLOURS } from "./pins";
import { MAX_URL_LENGTH } from "../../server/site-rules";

const pin = (note: string, x = 834, y = -1924, colour: SharedPin["colour"] = "red"): SharedPin => ({
  x,
  y,
  note,
  colour,
});

describe("encodePins and decodePins", () => {
  it("bring back what was shared: positions, colours and notes in any script", () => {
    const pins = [
      pin("Notre QG, porte de derrière"),
      pin("Встреча в 21:00", -2232, 1113, "blue"),
      pin("نقطة اللقاء", 16384, -16384, "white"),
      pin("", 0, 0, "amber"),
      pin("Deux lignes\net un emoji 🚗", -1, 1, "violet"),
    ];
    expect(decodePins(encodePins(pins))).toEqual({ ok: true, pins });
  });

  it("write a short value that survives in a URL as it is", () => {
    const value = encodePins([pin("Notre QG")]);
    expect(value).toMatch(/^1\.[A-Za-z0-9_-]+\.[a-z0-9]+$/);
    expect(value.length).toBeLessThan(48);
    expect(new URLSearchParams(`pins=${value}`).get("pins")).toBe(value);
  });

  it("keep every colour by its place in the choice", () => {
    const pins = PIN_COLOURS.map((colour, index) => pin(`n${index}`, index, 10 - index, colour));
    expect(decodePins(encodePins(pins))).toEqual({ ok: true, pins });
  });

  it("round positions to whole metres", () => {
    expect(decodePins(encodePins([pin("a", 12.6, -3.4)]))).toEqual({ ok: true, pins: [pin("a", 13, -3)] });
  });

  it("keep HTML as text, never as markup", () => {
    const note = `<img src=x onerror="alert(1)"><script>alert(2)</script>&amp;`;
    const read = decodePins(encodePins([pin(note)]));
    expect(read).toEqual({ ok: true, pins: [pin(note.slice(0, NOTE_MAX_LENGTH))] });
  });

  it("keep no direction control in a note: a shared one cannot show its words reversed", () => {
    const read = decodePins(encodePins([pin("\u202eevil\u202c ou \u2067RTL\u2069, مرحبا")]));
    expect(read).toEqual({ ok: true, pins: [pin("evil ou RTL, مرحبا")] });
  });

  it("cut 10 KB of text to a note's length when sharing", () => {
    const read = decodePins(encodePins([pin("é".repeat(10_240))]));
    expect(read.ok && read.pins[0]!.note).toBe("é".repeat(NOTE_MAX_LENGTH));
  });

  it("carry the most pins a link may hold, or say why they do not fit", () => {
    const pins = Array.from({ length: MAX_SHARED_PINS }, (_, i) => pin(`Rendez-vous n° ${i}`, i, i));
    const shared = sharePinsValue(pins);
    expect(shared.ok && decodePins(shared.value)).toEqual({ ok: true, pins });
    expect(sharePinsValue([...pins, pin("one more")])).toEqual({ ok: false, reason: "tooMany" });
    const long = Array.from({ length: 10 }, (_, i) => pin("ж".repeat(NOTE_MAX_LENGTH), i, i));
    expect(sharePinsValue(long)).toEqual({ ok: false, reason: "tooLong" });
    // Whatever is shared is read back.
    const longest = Array.from({ length: 6 }, (_, i) => pin("x".repeat(NOTE_MAX_LENGTH), i, i));
    const fits = sharePinsValue(longest);
    expect(fits.ok && fits.value.length <= MAX_PINS_PARAM_LENGTH && decodePins(fits.value)).toEqual({
      ok: true,
      pins: longest,
    });
  });
});

/** A value written as encodePins would, with whatever text inside. */
const raw = (text: string) => sealPinsText(text);

/** Bytes that are no UTF-8 text, sealed with their true checksum (as a tampering tool would). */
function sealBytes(bytes: number[]): string {
  const value = sealPinsText("x");
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return `${value.split(".")[0]}.${Buffer.from(bytes).toString("base64url")}.${hash.toString(36)}`;
}

describe("a shared link's length", () => {
  it("passes the servers' limit on addresses, in the longest language prefix", () => {
    expect(`/ar/board?${PINS_PARAM}=`.length + MAX_PINS_PARAM_LENGTH).toBeLessThanOrEqual(MAX_URL_LENGTH);
  });
});

describe("decodePins refuses a hostile or broken link whole", () => {
  it("a thousand pins", () => {
    const pins = Array.from({ length: 1000 }, (_, i) => pin("", i, i));
    expect(decodePins(encodePins(pins))).toMatchObject({ ok: false });
    const short = Array.from({ length: MAX_SHARED_PINS + 1 }, () => "1\u001f2\u001f0\u001f").join("\u001e");
    expect(decodePins(raw(short))).toEqual({ ok: false, reason: "tooMany" });
  });

  it("10 KB of text", () => {
    expect(decodePins(raw(`1\u001f2\u001f0\u001f${"a".repeat(10_240)}`))).toEqual({
      ok: false,
      reason: "tooLong",
    });
    expect(decodePins(raw(`1\u001f2\u001f0\u001f${"a".repeat(NOTE_MAX_LENGTH + 1)}`))).toEqual({
      ok: false,
      reason: "broken",
    });
  });

  it.each([
    ["empty", ""],
    ["no version", "LTEyMDM"],
    ["another version", `2.${raw("1\u001f2\u001f0\u001fa").slice(2)}`],
    ["not base64url", "1.abc+def/==.1"],
    ["a base64 length no encoder writes", "1.abcde.1"],
    ["invalid UTF-8", `1.${Buffer.from([0xff, 0xfe, 0x1f]).toString("base64url")}.0`],
    ["invalid UTF-8 with its checksum", sealBytes([0xff, 0xfe, 0x1f])],
    ["nothing inside", "1.."],
    ["no checksum", raw("1\u001f2\u001f0\u001fa").replace(/\.[a-z0-9]+$/, "")],
    ["a wrong checksum", raw("1\u001f2\u001f0\u001fa").replace(/\.[a-z0-9]+$/, ".abc")],
    ["cut short", raw("1\u001f2\u001f0\u001fQuai des brumes").slice(0, -3)],
    ["a changed letter", raw("1\u001f2\u001f0\u001fQuai").replace("UXVha", "UXVhb")],
    ["an extra part", `${raw("1\u001f2\u001f0\u001fa")}.x`],
    ["too few fields", raw("1\u001f2\u001f0")],
    ["too many fields", raw("1\u001f2\u001f0\u001fa\u001fb")],
    ["a decimal position", raw("1.5\u001f2\u001f0\u001fa")],
    ["an exponent", raw("1e3\u001f2\u001f0\u001fa")],
    ["a position off the map", raw("16385\u001f2\u001f0\u001fa")],
    ["an unknown colour", raw("1\u001f2\u001f9\u001fa")],
    ["HTML in a number", raw("<b>1</b>\u001f2\u001f0\u001fa")],
  ])("%s", (_, value) => {
    expect(decodePins(value)).toEqual({ ok: false, reason: "broken" });
  });
});
