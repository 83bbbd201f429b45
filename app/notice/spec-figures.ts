/**
 * The figures the spec gave the rulebook (amounts, counts, durations, limits), each in the article
 * where a player looks for it: the starting content. Game masters may rebalance any of them (the
 * rulebook says so), so a difference is information that `npm run check:content` reports, never an
 * error nor a failing test.
 */

/** Digits grouped with spaces ("10 000") are joined, "40 %" becomes "40%", accents and case are folded. */
function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/(\d) (?=\d{3}\b)/g, "$1")
    .replace(/(\d) ?%/g, "$1%")
    .replace(/[*_]/g, "");
}

/** A number as a whole token: "16" does not match inside "160". */
const num = (value: string) => new RegExp(`(?<![\\d.,])${value.replace(/[.]/g, "\\.")}(?![\\d])`);

/** Each article's path under /notice → the spec's figures its text stated at the start. */
export const SPEC_FIGURES: Record<string, (string | RegExp)[]> = {
  "game/character/inventory": ["16", "2", "4"],
  "game/banking/public": [
    "500",
    "20000",
    "2500",
    "2000",
    "50000",
    "7500",
    "7000",
    "5000",
    "100000",
    "200000",
  ],
  "game/banking/private": ["8"],
  "game/banking/atm": ["120"],
  "game/character/identity": ["10000", "7000", /motel/, /aeroport/, /port/],
  "game/housing/home": ["2000", "225", "18000"],
  "game/housing/postal": ["2500", "2", /une semaine|1 semaine/],
  "game/enterprises/exploitations": ["5"],
  "game/enterprises/slots": ["1", "6", "7", "5%", "10%", "15%", "25%", "40%", "2%", "7%", "20%", "9%", "100"],
  "game/enterprises/employee": ["15"],
  "game/enterprises/introduction": ["40", "60%", "10%"],
  "game/government/composition": ["5", "15", "13", "23", "6", "12", "20", "25", "10", "7", "17"],
  "game/enterprises/press": ["50", "100", "200"],
  "game/enterprises/offshore": [/3 minutes/],
  "game/illegals/intro": ["75000", "20"],
  "game/illegals/mafia": ["555-0142", "1000", /15 minutes/, /3 semaines/],
  "game/illegals/organisation": ["555-0178"],
  "game/justice/penal": ["50%"],
  "game/justice/court": [/3 fois|trois fois/, "5", /5 minutes/, /10 minutes/],
  "game/prison/enter": [/10 minutes/, /2 heures/],
  "game/vehicles/rent": [/1 heure/, /7 jours/],
  "game/vehicles/repair": ["10%", /10 heures/, "100%", /1 semaine|une semaine/],
  "game/government/election": [/8 semaines/],
  "game/character/expectancy": [/24 h/],
  "game/character/ability": ["20", "10%", "1", "3", "4"],
  "game/character/animations": ["10"],
  "game/character/needs": ["25", "85", /5 minutes/, "1500"],
  // The spec's four police ranks, named the same wherever the rulebook lists them.
  "game/preamble/roles": [/\| commandant \|/, /\| lieutenant \|/, /\| sergent \|/, /\| officier \|/],
  "game/police/grades": [/\| commandant \|/, /\| lieutenant \|/, /\| sergent \|/, /\| officier \|/],
  "game/police/corruption": [/\| commandant \|/, /\| lieutenant \|/, /\| sergent \|/, /\| officier \|/],
  "technical/installation/prerequisite": [
    /i5.?3470/,
    /fx-8350/,
    /gtx 660/,
    /hd 7870/,
    /2 go/,
    /8 go/,
    /100 go/,
    /windows 10/,
    /11/,
    /64 bits/,
  ],
};

/**
 * Where the rulebook now differs from the spec's starting figures, one French line per difference:
 * an article the spec placed figures in that is gone, or a figure its text no longer states.
 */
export function specFigureDifferences(
  articles: ReadonlyMap<string, { readonly body: string; readonly file?: string }>,
  figures: Readonly<Record<string, readonly (string | RegExp)[]>> = SPEC_FIGURES,
): string[] {
  return Object.entries(figures).flatMap(([key, expected]) => {
    const article = articles.get(`/notice/${key}`);
    if (!article) return [`/notice/${key} n'existe plus : le cahier des charges y donnait des chiffres`];
    const text = normalize(article.body);
    const changed = expected.filter(
      (figure) => !(typeof figure === "string" ? num(figure) : figure).test(text),
    );
    if (changed.length === 0) return [];
    const shown = changed.map((figure) => (typeof figure === "string" ? figure : figure.source)).join(", ");
    return [
      `${article.file ?? `/notice/${key}`} : le texte ne donne plus ${changed.length > 1 ? "ces chiffres" : "ce chiffre"} du cahier des charges (${shown}) : normal si l'équipe les a changés`,
    ];
  });
}
