/**
 * French joins "de" to the name that follows: "de" + "Estuaire" is "d'Estuaire", "de" + "Le
 * Couchant" is "du Couchant", "de" + "les Salines" is "des Salines", "de" + "le port" is "du port". A message such as "Près de {place}"
 * cannot know the name it gets, so the composed French text is corrected here. A word starting
 * with "h" is left alone: whether it elides depends on the word (l'hôtel, le hameau).
 */
const VOWEL = "AÀÂÄÆEÉÈÊËIÎÏOÔÖŒUÙÛÜYŸaàâäæeéèêëiîïoôöœuùûüyÿ";

const ELISION = new RegExp(`(^|[\\s\\u00a0\\u202f(«])([Dd])e (?=[${VOWEL}])`, "gu");
const CONTRACTION = /(^|[\s\u00a0\u202f(«])([Dd])e ([Ll])(es?) /gu;

export function frenchElision(text: string): string {
  return text
    .replace(
      CONTRACTION,
      (_match, before: string, d: string, _l: string, article: string) =>
        `${before}${d}${article === "es" ? "es" : "u"} `,
    )
    .replace(ELISION, (_match, before: string, d: string) => `${before}${d}'`);
}
