import type { Contributor, OtherCredit, TeamMember } from "./schema";

// Base sensitivity: "élouan", "Elouan" and "ELOUAN" compare equal, so accents and case never decide the order.
const collator = new Intl.Collator("fr", { sensitivity: "base" });

const byName = (a: { displayName: string }, b: { displayName: string }): number =>
  collator.compare(a.displayName, b.displayName);

/** Sorts entries flagged by `first` ahead of the others, then by name. Stable, and never mutates the input. */
function flaggedFirst<T extends { displayName: string }>(
  items: readonly T[],
  first: (item: T) => boolean,
): T[] {
  return [...items].sort((a, b) => Number(first(b)) - Number(first(a)) || byName(a, b));
}

/** Active members first, then alphabetical. */
export function sortTeam<T extends Pick<TeamMember, "displayName" | "active">>(team: readonly T[]): T[] {
  return flaggedFirst(team, (member) => member.active);
}

/** Contributors with a link first, then alphabetical. */
export function sortContributors<T extends Pick<Contributor, "displayName" | "link">>(
  contributors: readonly T[],
): T[] {
  return flaggedFirst(contributors, (contributor) => contributor.link !== undefined);
}

/** Favourites first, then alphabetical. */
export function sortOthers<T extends Pick<OtherCredit, "displayName" | "favorite">>(
  others: readonly T[],
): T[] {
  return flaggedFirst(others, (other) => other.favorite);
}
