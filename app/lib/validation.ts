import type { z } from "zod";

/**
 * A problem in a content or data file, in French (staff read it in the editor, in `npm run
 * check:content` and in the pull request's check): where (a file, or an entry of one), the field,
 * what is wrong.
 */
export function fieldError(where: string, field: string, message: string): string {
  return `${where} : champ «\u00a0${field}\u00a0» : ${message}`;
}

const TYPE_NAMES: Record<string, string> = {
  string: "un texte",
  number: "un nombre",
  int: "un nombre entier",
  boolean: "true ou false",
  array: "une liste",
  object: "un objet { … }",
  date: "une date",
};

const received = (input: unknown) =>
  input === null ? "null" : Array.isArray(input) ? "une liste" : (TYPE_NAMES[typeof input] ?? typeof input);

/**
 * Zod's issues in French, for the schemas' checks that carry no message of their own (a missing
 * field, a wrong type, a length, a choice…). Passed to each `safeParse` of a content file.
 */
export const frenchIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "ce champ est obligatoire";
      return `doit être ${TYPE_NAMES[issue.expected] ?? issue.expected} (pas ${received(issue.input)})`;
    case "invalid_value":
      return issue.values.length === 1
        ? `doit être ${JSON.stringify(issue.values[0])}`
        : `doit être l'une des valeurs ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
    case "too_small": {
      const minimum = Number(issue.minimum);
      if (issue.origin === "string")
        return minimum <= 1 ? "ne peut pas être vide" : `doit faire au moins ${minimum} caractères`;
      if (issue.origin === "array") return `doit avoir au moins ${minimum} élément${minimum > 1 ? "s" : ""}`;
      return issue.inclusive ? `doit être ${minimum} ou plus` : `doit être plus grand que ${minimum}`;
    }
    case "too_big": {
      const maximum = Number(issue.maximum);
      if (issue.origin === "string") return `doit faire au plus ${maximum} caractères`;
      if (issue.origin === "array") return `doit avoir au plus ${maximum} éléments`;
      return issue.inclusive ? `doit être ${maximum} ou moins` : `doit être plus petit que ${maximum}`;
    }
    case "invalid_format":
      if (issue.format === "url") return "doit être une adresse https://…";
      if (issue.format === "regex") return "n'a pas la forme attendue";
      return `n'a pas la forme attendue (${issue.format})`;
    case "not_multiple_of":
      return `doit être un multiple de ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return "champ inconnu";
    default:
      return "valeur refusée";
  }
};

/** Every problem zod found, one line each, in the form of `fieldError`. */
export function describeIssues(where: string, error: z.ZodError): string {
  return error.issues
    .flatMap((issue) =>
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => fieldError(where, [...issue.path, key].join("."), "champ inconnu"))
        : [fieldError(where, issue.path.join(".") || "(le fichier)", issue.message)],
    )
    .join("\n");
}
