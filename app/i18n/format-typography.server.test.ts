import { readFileSync } from "node:fs";
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { formatText } from "./format";
import { compileCatalogue, typesetMessage } from "./format-typography.server";
import { loadMessages, type MessageKey, type Messages } from "./messages";

const NBSP = "\u00a0";
const NARROW = "\u202f";

/** Formats one French message as the site does. */
function french(message: string, values?: Record<string, string | number>) {
  const key = "app.test" as MessageKey;
  return formatText("fr", compileCatalogue("fr", { [key]: message }) as Messages, key, values);
}

describe("French typography of the catalogue", () => {
  it("puts non-breaking spaces before : ; ! ? and inside « » in the text typed with ordinary spaces", () => {
    expect(french("Raccourci : / ou Ctrl+K")).toBe(`Raccourci${NBSP}: / ou Ctrl+K`);
    expect(french("Mais ?!?")).toBe(`Mais${NARROW}?!?`);
    expect(french("Un choix ; une question ? Oui !")).toBe(
      `Un choix${NARROW}; une question${NARROW}? Oui${NARROW}!`,
    );
  });

  it("sees the text around a placeholder, and never changes a placeholder's value", () => {
    expect(french("« {query} »", { query: "a : b" })).toBe(`«${NARROW}a : b${NARROW}»`);
    expect(french("Étape {number} : ", { number: 2 })).toBe(`Étape 2${NBSP}: `);
    expect(french("{count, plural, one {# résultat} other {# résultats}} : précisez", { count: 3 })).toBe(
      `3 résultats${NBSP}: précisez`,
    );
  });

  it("keeps the ICU syntax: arguments, plural options, tags and quoted text", () => {
    const tree = typesetMessage("fr", "{n, plural, one {# ! <b>Oui ?</b>} other {'{'x'}' : {name}}}");
    const plural = tree[0] as Extract<MessageFormatElement, { type: TYPE.plural }>;
    expect(plural.type).toBe(TYPE.plural);
    expect(plural.value).toBe("n");
    expect(Object.keys(plural.options)).toEqual(["one", "other"]);
    const values = { name: "Zoé", b: (parts: string[]) => `[${parts.join("")}]` };
    const key = "app.test" as MessageKey;
    const messages = { [key]: tree } as unknown as Messages;
    expect(formatText("fr", messages, key, { ...values, n: 1 } as never)).toBe(`1${NARROW}! [Oui${NARROW}?]`);
    expect(formatText("fr", messages, key, { ...values, n: 4 } as never)).toBe(`{x}${NBSP}: Zoé`);
    expect(french("Retour à l'accueil")).toBe("Retour à l'accueil");
  });

  it("leaves the other languages as written", () => {
    expect(typesetMessage("en", "Shortcut : / or Ctrl+K")).toEqual([
      { type: TYPE.literal, value: "Shortcut : / or Ctrl+K" },
    ]);
  });

  it("is what the app and these tests import: the catalogue goes through compileCatalogue once", async () => {
    const raw = JSON.parse(readFileSync(new URL("./messages/fr.json", import.meta.url), "utf8")) as Record<
      string,
      string
    >;
    expect(await loadMessages("fr")).toEqual(compileCatalogue("fr", raw));
  });
});

/** Values for every argument of a message, one set per plural count and select option. */
function valueSets(elements: readonly MessageFormatElement[]): Record<string, unknown>[] {
  let sets: Record<string, unknown>[] = [{}];
  const add = (name: string, options: unknown[]) => {
    sets = sets.flatMap((set) =>
      name in set ? [set] : options.map((option) => ({ ...set, [name]: option })),
    );
  };
  const visit = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.plural) {
        add(element.value, [0, 1, 2, 5, 21]);
        Object.values(element.options).forEach((option) => visit(option.value));
      } else if (element.type === TYPE.select) {
        add(element.value, Object.keys(element.options));
        Object.values(element.options).forEach((option) => visit(option.value));
      } else if (element.type === TYPE.tag) {
        add(element.value, [(parts: unknown[]) => parts.join("")]);
        visit(element.children);
      } else if (element.type === TYPE.argument || element.type === TYPE.number) {
        add(element.value, element.type === TYPE.number ? [3] : ["x"]);
      } else if (element.type === TYPE.date || element.type === TYPE.time) {
        add(element.value, [new Date("2026-11-23T12:00:00Z")]);
      }
    }
  };
  visit(elements);
  return sets;
}

describe("every French message, formatted", () => {
  it("has French typography: no ordinary space before : ; ! ? » nor after «", async () => {
    const messages = await loadMessages("fr");
    const faults: string[] = [];
    for (const [key, message] of Object.entries(messages)) {
      const tree = typeof message === "string" ? [] : message;
      for (const values of valueSets(tree)) {
        const text = formatText("fr", messages, key as MessageKey, values as never);
        if (/ [:;!?»]|« /.test(text)) faults.push(`${key}: ${text}`);
      }
    }
    expect(faults).toEqual([]);
  });
});
