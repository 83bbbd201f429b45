/**
 * Two people's changes to one file, put together line by line (a three-way merge, as Git does):
 * from the text both started from (`base`), the one this editor is saving (`mine`) and the one a
 * colleague saved meanwhile (`theirs`). Changes to different lines are both kept; two additions at
 * the same place are both kept, theirs first (they saved first: two change entries stay in time
 * order); only lines both changed differently are a conflict, for staff to decide
 * (admin/merge-dialog.ts).
 */

/** One stretch of the base replaced by other lines on one side. */
interface Hunk {
  /** The base lines replaced: [start, end). Equal for a pure addition before line `start`. */
  start: number;
  end: number;
  lines: string[];
}

/** Where two texts differ, as replacements of stretches of `a` (longest common subsequence of lines). */
export function hunksBetween(a: readonly string[], b: readonly string[]): Hunk[] {
  // Common lines at both ends are matched first: the table stays small for a local edit.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail += 1;
  const aMid = a.slice(head, a.length - tail);
  const bMid = b.slice(head, b.length - tail);
  const n = aMid.length;
  const m = bMid.length;
  // lcs[i][j]: length of the longest common subsequence of aMid[i..] and bMid[j..].
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = m - 1; j >= 0; j -= 1)
      lcs[i]![j] = aMid[i] === bMid[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  let open: Hunk | undefined;
  const close = () => {
    if (open) hunks.push(open);
    open = undefined;
  };
  while (i < n || j < m) {
    if (i < n && j < m && aMid[i] === bMid[j]) {
      close();
      i += 1;
      j += 1;
    } else if (j < m && (i >= n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      open ??= { start: head + i, end: head + i, lines: [] };
      open.lines.push(bMid[j]!);
      j += 1;
    } else {
      open ??= { start: head + i, end: head + i, lines: [] };
      open.end = head + i + 1;
      i += 1;
    }
  }
  close();
  return hunks;
}

/** Lines both sides changed differently: what each made of the same base lines. */
export interface MergeConflict {
  base: string[];
  mine: string[];
  theirs: string[];
}

export type MergeResult =
  | { clean: true; text: string }
  | {
      clean: false;
      conflicts: MergeConflict[];
      /** The whole text with each conflict settled one way, every other change kept. */
      resolve(choice: "mine" | "theirs"): string;
    };

type Part = { kind: "text"; lines: string[] } | { kind: "conflict"; conflict: MergeConflict };

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

/** Whether two hunks change the same base lines (a pure addition touches nothing but its spot). */
function overlap(a: Hunk, b: Hunk): boolean {
  if (a.start === a.end && b.start === b.end) return a.start === b.start;
  if (a.start === a.end) return a.start > b.start && a.start < b.end;
  if (b.start === b.end) return b.start > a.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

/** What one side made of base lines [start, end), given its hunks inside that stretch. */
function sideText(base: readonly string[], start: number, end: number, hunks: readonly Hunk[]): string[] {
  const lines: string[] = [];
  let at = start;
  for (const hunk of hunks) {
    lines.push(...base.slice(at, hunk.start), ...hunk.lines);
    at = hunk.end;
  }
  lines.push(...base.slice(at, end));
  return lines;
}

/** Merges `mine` and `theirs`, both made from `base`. */
export function merge3(base: string, mine: string, theirs: string): MergeResult {
  if (mine === theirs || theirs === base) return { clean: true, text: mine };
  if (mine === base) return { clean: true, text: theirs };
  const baseLines = base.split("\n");
  const tagged = [
    ...hunksBetween(baseLines, mine.split("\n")).map((hunk) => ({ ...hunk, side: "mine" as const })),
    ...hunksBetween(baseLines, theirs.split("\n")).map((hunk) => ({ ...hunk, side: "theirs" as const })),
  ].sort((a, b) => a.start - b.start || a.end - b.end);
  // Groups of hunks that overlap one another, in base order.
  const groups: (typeof tagged)[] = [];
  for (const hunk of tagged) {
    const group = groups.at(-1);
    if (group && group.some((other) => overlap(other, hunk))) group.push(hunk);
    else groups.push([hunk]);
  }
  const parts: Part[] = [];
  let at = 0;
  for (const group of groups) {
    const start = Math.min(...group.map((hunk) => hunk.start));
    const end = Math.max(...group.map((hunk) => hunk.end));
    parts.push({ kind: "text", lines: baseLines.slice(at, start) });
    const mineHunks = group.filter((hunk) => hunk.side === "mine");
    const theirHunks = group.filter((hunk) => hunk.side === "theirs");
    const mineLines = sideText(baseLines, start, end, mineHunks);
    const theirLines = sideText(baseLines, start, end, theirHunks);
    if (theirHunks.length === 0) parts.push({ kind: "text", lines: mineLines });
    else if (mineHunks.length === 0 || sameLines(mineLines, theirLines))
      parts.push({ kind: "text", lines: theirLines });
    else if (start === end)
      // Both added at the same spot and removed nothing: both additions stay, theirs first.
      parts.push({ kind: "text", lines: [...theirLines, ...mineLines] });
    else
      parts.push({
        kind: "conflict",
        conflict: { base: baseLines.slice(start, end), mine: mineLines, theirs: theirLines },
      });
    at = end;
  }
  parts.push({ kind: "text", lines: baseLines.slice(at) });
  const join = (choice: "mine" | "theirs") =>
    parts.flatMap((part) => (part.kind === "text" ? part.lines : part.conflict[choice])).join("\n");
  const conflicts = parts.flatMap((part) => (part.kind === "conflict" ? [part.conflict] : []));
  if (conflicts.length === 0) return { clean: true, text: join("mine") };
  return { clean: false, conflicts, resolve: join };
}
