import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import fr from "../../app/i18n/messages/fr.json" with { type: "json" };
import type { SelectOption } from "./fields";

// Under Vite the catalogue may arrive pre-parsed (scripts/vite-plugins/icu-messages.ts): text or AST.
const FRENCH = fr as unknown as Record<string, string | MessageFormatElement[]>;

/**
 * The French text of a catalogue message, for a choice in the editor: its plain text, or for a
 * message that varies ("{gender, select, f {Fondatrice} other {Fondateur}}") each distinct
 * variant joined with " / " ("Fondatrice / Fondateur").
 */
export function frenchLabel(key: string): string {
  const source = FRENCH[key];
  if (source === undefined) throw new Error(`no French text for ${key} in app/i18n/messages/fr.json`);
  const variants = new Set<string>();
  const walk = (elements: MessageFormatElement[], prefix: string[]): string[][] => {
    let texts = [prefix];
    for (const element of elements) {
      if (element.type === TYPE.literal) texts = texts.map((text) => [...text, element.value]);
      else if (element.type === TYPE.select || element.type === TYPE.plural)
        texts = texts.flatMap((text) =>
          Object.values(element.options).flatMap((option) => walk(option.value, text)),
        );
      else if (element.type === TYPE.argument) texts = texts.map((text) => [...text, `{${element.value}}`]);
    }
    return texts;
  };
  const elements = typeof source === "string" ? parse(source) : source;
  for (const parts of walk(elements, [])) variants.add(parts.join("").trim());
  return [...variants].join(" / ");
}

/** Every id under a catalogue prefix ("founder" for app.credits.role.founder), in catalogue order. */
export function catalogueIds(prefix: string): string[] {
  return Object.keys(FRENCH)
    .filter((key) => key.startsWith(prefix) && !key.slice(prefix.length).includes("."))
    .map((key) => key.slice(prefix.length));
}

/** A select's choices for the ids under `prefix`, each labelled with its French text. */
export function catalogueOptions(
  prefix: string,
  ids: readonly string[] = catalogueIds(prefix),
): SelectOption[] {
  return ids.map((value) => ({ value, label: frenchLabel(`${prefix}${value}`) }));
}
