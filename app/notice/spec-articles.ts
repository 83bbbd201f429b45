import type { NoticeTypeId } from "./schema";

/**
 * The rulebook's article keys and order numbers as the rulebook's specification lists them
 * (its section 2). Their addresses, /notice/{type}/{category}/{key}, are the ones players share: each
 * must serve its article. Staff may add articles, never rename these; the tests check them.
 * (The gamemode map article is in the spec's menu without a key or an order, so it is not here.)
 */
export const SPEC_ARTICLES: Record<NoticeTypeId, Record<string, Record<string, number>>> = {
  game: {
    preamble: { intro: 1, notion: 2, roles: 3 },
    gamemode: { lore: 1, digicode: 3, settings: 4 },
    government: { intro: 1, election: 2, composition: 3 },
    character: {
      introduction: 1,
      appearance: 2,
      spirit: 3,
      stability: 4,
      ability: 5,
      identity: 6,
      animations: 7,
      inventory: 8,
      needs: 9,
      dependency: 10,
      expectancy: 11,
    },
    vehicles: {
      intro: 1,
      buy: 2,
      rent: 3,
      refill: 4,
      parking: 5,
      gps: 6,
      repair: 7,
      insurance: 8,
      custom: 9,
      sell: 10,
    },
    enterprises: {
      introduction: 1,
      exploitations: 2,
      shop: 3,
      services: 4,
      press: 5,
      medical: 6,
      offshore: 7,
      open: 8,
      employee: 8,
      billing: 9,
      slots: 10,
    },
    crafts: { recipe: 1, consult: 2, craft: 3, submit: 4, share: 5 },
    banking: { public: 1, private: 2, atm: 3 },
    housing: { home: 1, postal: 2 },
    police: { intro: 1, grades: 2, poles: 3, internal: 4, corruption: 5 },
    justice: { constitution: 1, penal: 2, court: 3 },
    illegals: { intro: 1, gang: 2, mafia: 3, organisation: 4 },
    prison: { enter: 1, activity: 2, parlor: 3, freedom: 4 },
  },
  technical: {
    installation: { prerequisite: 1, altv: 2, teamspeak: 3 },
    repair: { altv: 1, teamspeak: 2 },
  },
};

/** Every address of the spec's table, with the order its article must have. */
export function specArticlePaths(): {
  path: string;
  type: NoticeTypeId;
  category: string;
  key: string;
  order: number;
}[] {
  return Object.entries(SPEC_ARTICLES).flatMap(([type, categories]) =>
    Object.entries(categories).flatMap(([category, keys]) =>
      Object.entries(keys).map(([key, order]) => ({
        path: `/notice/${type}/${category}/${key}`,
        type: type as NoticeTypeId,
        category,
        key,
        order,
      })),
    ),
  );
}
