/**
 * Why a save, a publication or a status change failed, in words staff can act on. Decap shows the
 * backend's error as it is (« API_ERROR: Bad credentials », « Failed to fetch »), or, when someone
 * else changed the same file, writes over their change without a word. admin/backend-guard.ts
 * throws a SaveProblemError instead; Decap's toasts show its message after « L'entrée n'a pas été
 * enregistrée : » (admin/locale-fr-overrides.ts).
 */
export type SaveProblem =
  | "conflict"
  | "deleted"
  | "publish-conflict"
  | "expired-login"
  | "no-write-access"
  | "network"
  | "refused"
  | "id-taken"
  | "in-use"
  | "standalone-upload"
  | "editor-outdated"
  | "invalid";

const KEPT =
  "Vos modifications sont toujours dans le formulaire, et gardées dans ce navigateur si vous rechargez la page (pas si vous quittez l'entrée).";

export const SAVE_PROBLEM_TEXT: Record<SaveProblem, string> = {
  conflict: `vous avez choisi de ne pas enregistrer : quelqu'un d'autre a changé les mêmes lignes de cette entrée depuis que vous l'avez ouverte. ${KEPT} Enregistrez à nouveau pour choisir la version à garder.`,
  deleted: `quelqu'un d'autre a supprimé cette entrée depuis que vous l'avez ouverte. ${KEPT} Copiez votre texte, puis recréez l'entrée si elle doit rester.`,
  "publish-conflict": `quelqu'un d'autre a publié entre-temps une modification du même fichier, que la vôtre aurait effacée. Votre version reste enregistrée dans le flux éditorial. Pour garder les deux\u00a0: ouvrez-la, copiez votre texte, cliquez sur «\u00a0Supprimer les modifications non publiées\u00a0», refaites votre changement sur la version à jour, puis publiez.`,
  "expired-login": `votre connexion au dépôt du site a expiré. ${KEPT} Rechargez la page et reconnectez-vous, rouvrez cette entrée, répondez OK à la question sur la sauvegarde locale, puis recommencez.`,
  "no-write-access": `votre compte n'a pas le droit de modifier le dépôt du site. ${KEPT} Demandez l'accès à un administrateur, puis recommencez.`,
  network: `le serveur n'a pas pu être joint. ${KEPT} Gardez cette page ouverte, vérifiez votre connexion, puis recommencez.`,
  refused: `le serveur a refusé. ${KEPT} Recommencez\u00a0; si cela se répète, copiez ce message sur le salon de l'équipe.`,
  "id-taken": `un collègue vient d'enregistrer un point avec le même identifiant. Rien n'a été écrit. ${KEPT} Enregistrez à nouveau : l'éditeur prendra un identifiant libre.`,
  "in-use": "une autre entrée l'utilise. Rien n'a été supprimé.",
  "standalone-upload":
    "une image s'ajoute depuis le champ de l'entrée qui la montre (une photo, une image de catégorie), pour être publiée avec elle : ouvrez l'entrée, puis «\u00a0Choisir une image\u00a0». Rien n'a été envoyé.",
  "editor-outdated": `l'éditeur a changé de version et une de ses protections ne trouve plus ce qu'elle surveille : pour ne rien abîmer, il n'enregistre plus. ${KEPT} Copiez votre texte et prévenez les développeurs en leur copiant ce message.`,
  invalid: `le site refuserait ce contenu. ${KEPT} Corrigez ce qui est dit, puis enregistrez à nouveau.`,
};

/** An error whose text (String(error), which Decap's toasts show) is only the explanation. */
export class SaveProblemError extends Error {
  readonly problem: SaveProblem;
  /** `text` replaces the problem's own explanation (an image in use names where). */
  constructor(problem: SaveProblem, detail?: string, text: string = SAVE_PROBLEM_TEXT[problem]) {
    super(detail ? `${text} (Détail technique\u00a0: ${detail})` : text);
    this.problem = problem;
    // Error.prototype.toString leaves out an empty name: no « Error: » before the sentence.
    this.name = "";
  }
}

// What fetch throws when the network is down, in Chromium, Firefox and Safari.
const NETWORK_MESSAGE =
  /failed to fetch|networkerror|load failed|network request failed|timed? ?out|aborted/i;

/** The problem behind an error thrown by a Decap backend (GitHub, Gitea, Forgejo or decap-server). */
export function saveProblemOf(error: unknown): SaveProblem {
  if (error instanceof SaveProblemError) return error.problem;
  const {
    status,
    message = "",
    name = "",
  } = (error ?? {}) as {
    status?: unknown;
    message?: string;
    name?: string;
  };
  if (status === 401) return "expired-login";
  if (status === 403) return /rate limit/i.test(message) ? "refused" : "no-write-access";
  // Decap's GitHub API turns a fetch that never got an answer into a 500 with fetch's own message.
  if (error instanceof TypeError || name === "AbortError" || NETWORK_MESSAGE.test(message)) return "network";
  if (typeof navigator !== "undefined" && navigator.onLine === false) return "network";
  return "refused";
}

/** The error to give Decap in place of a backend's: the explanation, with the detail when it helps. */
export function explainSaveFailure(error: unknown): SaveProblemError {
  if (error instanceof SaveProblemError) return error;
  const problem = saveProblemOf(error);
  const detail = error instanceof Error ? error.message : String(error);
  return new SaveProblemError(problem, problem === "refused" && detail ? detail : undefined);
}
