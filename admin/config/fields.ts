import { z } from "zod";
import { FIELD_LABELS } from "./labels";

/**
 * Decap fields generated from the site's zod schemas, so that the editor and the build check the
 * same rules: required fields, patterns, lengths, whole numbers and their minimum, choices, lists.
 * Rules that a JSON schema cannot say (a day not in the future, an anchor of the body, a position
 * on the map) are given to custom widgets through `overrides`, whose `isValid` says why in French.
 */

/** A choice of a select field: what staff read, and what the file stores. */
export interface SelectOption {
  label: string;
  value: string;
}

/** A Decap field as the editor's config takes it (Decap's own type is too loose to help). */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  step?: number;
  /** Plain values, or values shown with a French label (catalogue ids: the text, not the id). */
  options?: (string | SelectOption)[];
  multiple?: boolean;
  default?: unknown;
  fields?: EditorField[];
  field?: EditorField;
  collapsed?: boolean;
  summary?: string;
  [setting: string]: unknown;
}

/** The JSON schema of one property, as `z.toJSONSchema` writes it (the parts read here). */
interface PropertySchema {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  enum?: unknown[];
  default?: unknown;
  title?: string;
  description?: string;
  properties?: Record<string, PropertySchema>;
  required?: string[];
  items?: PropertySchema;
  minItems?: number;
}

/** Field settings that replace or complete the generated ones, by field name. */
export type FieldOverrides = Record<string, Partial<EditorField>>;

/** Zod's largest safe integer, written as the maximum of every `.int()`: not a rule staff need. */
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

export function jsonSchemaOf(schema: z.ZodType): PropertySchema {
  // Custom checks (catalogue ids…) have no JSON form: they become "any value" and the build checks them.
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as PropertySchema;
}

/**
 * A length rule as a pattern, with its French message naming the field (Decap has no length setting
 * for text, and shows a pattern's message alone: see admin/locale-fr-overrides.ts). The length is
 * counted without the spaces at either end, as the schemas trim them: a title of spaces is refused
 * on the field, not at the save.
 */
function lengthPattern(
  label: string,
  min: number | undefined,
  max: number | undefined,
): [string, string] | undefined {
  if (min === undefined && max === undefined) return undefined;
  const field = `Le champ «\u00a0${label}\u00a0»`;
  // From the first character that is not a space to the last one: the trimmed text (none at all
  // only when the rule allows an empty text).
  const trimmed = (length: string) => `^\\s*(?:(?=\\S)[\\s\\S]${length}(?<=\\S))${min ? "" : "?"}\\s*$`;
  // A text of spaces alone, refused, said so: « au moins 2 caractères » after five spaces puzzled.
  const ends = "sans compter les espaces au début et à la fin";
  if (max === undefined)
    return [
      trimmed(`{${min},}`),
      min === 1
        ? `${field} ne peut pas être vide ni fait seulement d'espaces.`
        : `${field} doit faire au moins ${min} caractères, ${ends}.`,
    ];
  return [
    trimmed(`{${min ?? 0},${max}}`),
    `${field} doit faire entre ${min ?? 0} et ${max} caractères, ${ends}.`,
  ];
}

/** The message of an address field: the site's links are all https. */
export const HTTPS_MESSAGE = "L'adresse doit commencer par https://.";

function labelOf(name: string, property: PropertySchema): string {
  return property.title ?? FIELD_LABELS[name]?.label ?? name;
}

function hintOf(name: string, property: PropertySchema): string | undefined {
  return FIELD_LABELS[name]?.hint ?? property.description;
}

/** One property to one field; nested objects and lists recurse with the same overrides. */
function fieldOf(
  name: string,
  property: PropertySchema,
  required: boolean,
  overrides: FieldOverrides,
): EditorField {
  const base: EditorField = { name, label: labelOf(name, property), widget: "string", required };
  const hint = hintOf(name, property);
  if (hint) base.hint = hint;
  if (property.enum) {
    base.widget = "select";
    base.options = property.enum.map(String);
  } else if (property.type === "integer" || property.type === "number") {
    // A whole number is typed as text (admin/widgets/WholeNumberControl.tsx): a browser's number
    // field drops a French decimal comma, and « 2,5 » became 25 without a word.
    base.widget = property.type === "integer" ? "whole-number" : "number";
    base.value_type = property.type === "integer" ? "int" : "float";
    const min =
      property.minimum ??
      (property.exclusiveMinimum !== undefined ? property.exclusiveMinimum + 1 : undefined);
    if (min !== undefined) base.min = min;
    if (property.maximum !== undefined && property.maximum < SAFE_INTEGER) base.max = property.maximum;
    if (property.type === "integer") base.step = 1;
  } else if (property.type === "boolean") {
    // A switch is on or off, never "missing": Decap writes its default on a new entry, so the
    // schema's value (or false) is always there and the field is never reported as required.
    base.widget = "boolean";
    base.required = false;
    base.default = property.default ?? false;
  } else if (property.type === "object" && property.properties) {
    base.widget = "object";
    // Decap checks an object's fields even when an optional object is left empty: none of them is
    // required there (the schema still requires them once the object is filled).
    base.fields = fieldsOf(property, overrides, !required);
  } else if (property.type === "array" && property.items?.enum) {
    // A list of choices (a game's platforms): one select with several values, not a list of selects.
    base.widget = "select";
    base.multiple = true;
    base.options = property.items.enum.map(String);
    if (property.minItems !== undefined) base.min = property.minItems;
  } else if (property.type === "array" && property.items) {
    base.widget = "list";
    if (property.items.type === "object" && property.items.properties) {
      base.fields = fieldsOf(property.items, overrides);
    } else {
      // The item's own settings, when given, under "<name>.item" (a list's settings are not its item's).
      const item = overrides[`${name}.item`];
      base.field = fieldOf(name, property.items, true, item ? { ...overrides, [name]: item } : overrides);
    }
    if (property.default !== undefined) base.default = property.default;
    const item = FIELD_LABELS[name]?.item;
    if (item) [base.label_singular, base.add_label] = item;
    if (item?.[2]) base.count_label = item[2];
  } else if (property.type === "string") {
    if (property.format === "date") base.widget = "day";
    else if (property.format === "uri")
      base.pattern = ["^https://\\S+$", FIELD_LABELS[name]?.patternMessage ?? HTTPS_MESSAGE];
    else if (property.pattern)
      base.pattern = [
        property.pattern,
        FIELD_LABELS[name]?.patternMessage ??
          `Le champ «\u00a0${base.label}\u00a0» n'a pas la forme attendue (voir l'aide sous le champ).`,
      ];
    else base.pattern = lengthPattern(base.label, property.minLength, property.maxLength);
    if (!base.pattern) delete base.pattern;
  }
  const field = { ...base, ...overrides[name] };
  if (field.widget === "image" || field.widget === "file") {
    // The widget writes the site path itself, from an upload or the media library (never a typed
    // address), and Decap tests a pattern against the file's name only: the schema's pattern of the
    // path would refuse every image, so only an override's pattern of the name is kept.
    if (!overrides[name]?.pattern) delete field.pattern;
    field.choose_url ??= false;
  }
  // An override may remove a generated setting by giving it as undefined.
  for (const key of Object.keys(field)) if (field[key] === undefined) delete field[key];
  return field;
}

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(
  schema: PropertySchema,
  overrides: FieldOverrides = {},
  optionalBlock = false,
): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name) && !optionalBlock, overrides),
  );
}

/** The editor fields of a zod object schema. */
export function editorFields(schema: z.ZodType, overrides: FieldOverrides = {}): EditorField[] {
  return fieldsOf(jsonSchemaOf(schema), overrides);
}
