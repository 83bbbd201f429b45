import type { MergeConflict } from "./merge";
import { wordDifference } from "./word-difference";

export type MergeChoice = "mine" | "theirs" | "cancel";

/**
 * Asks staff, in French, which version to keep of the lines they and a colleague both changed,
 * showing both; everything else of both is kept whatever they choose (admin/merge.ts). Escape or
 * « Ne pas enregistrer » saves nothing. A modal dialog on the page (Decap's own modals are React's).
 */
export function askMergeChoice(
  /** The entry, as staff know it (« l'article « Libération » du règlement »: admin/references.ts). */
  entry: string,
  conflicts: readonly MergeConflict[],
  doc: Document = document,
): Promise<MergeChoice> {
  return new Promise((resolve) => {
    const dialog = doc.createElement("dialog");
    dialog.className = "merge-dialog";
    dialog.setAttribute("aria-labelledby", "merge-dialog-title");
    const title = doc.createElement("h2");
    title.id = "merge-dialog-title";
    title.textContent = "Un collègue a changé les mêmes lignes";
    const intro = doc.createElement("p");
    intro.textContent =
      `Pendant que vous travailliez, un collègue a enregistré ${entry}. Vos changements et les ` +
      `siens sont réunis, sauf ${conflicts.length > 1 ? `à ${conflicts.length} endroits` : "ici"}, où vous avez ` +
      "tous deux changé les mêmes lignes. Choisissez la version à garder de ces lignes : tout le reste, le vôtre " +
      "comme celui de votre collègue, est gardé.";
    dialog.append(title, intro);
    for (const conflict of conflicts) {
      const versions = doc.createElement("div");
      versions.className = "merge-dialog__versions";
      // What differs is marked in both: in a long paragraph, one word may be all there is to compare.
      const [mine, theirs] = wordDifference(conflict.mine.join("\n"), conflict.theirs.join("\n"));
      for (const [label, cut] of [
        ["Votre version", mine],
        ["Sa version, déjà enregistrée", theirs],
      ] as const) {
        const section = doc.createElement("section");
        const heading = doc.createElement("h3");
        heading.textContent = label;
        const text = doc.createElement("pre");
        if (!cut.before && !cut.changed && !cut.after) text.textContent = "(lignes supprimées)";
        else {
          const changed = doc.createElement("mark");
          changed.textContent = cut.changed;
          text.append(cut.before, ...(cut.changed ? [changed] : []), cut.after);
        }
        section.append(heading, text);
        versions.append(section);
      }
      dialog.append(versions);
    }
    const actions = doc.createElement("div");
    actions.className = "merge-dialog__actions";
    const settle = (choice: MergeChoice) => {
      dialog.close();
      dialog.remove();
      resolve(choice);
    };
    for (const [label, choice] of [
      ["Garder ma version de ces lignes", "mine"],
      ["Garder la sienne", "theirs"],
      ["Ne pas enregistrer", "cancel"],
    ] as const) {
      const button = doc.createElement("button");
      button.type = "button";
      button.textContent = label;
      button.addEventListener("click", () => settle(choice));
      actions.append(button);
    }
    dialog.append(actions);
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      settle("cancel");
    });
    doc.body.append(dialog);
    dialog.showModal();
  });
}
