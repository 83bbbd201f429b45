import { imageFormatOf } from "~/data/image-format";
import { closeEditorAlert, showEditorAlert } from "../editor-alert";

const megabytes = (bytes: number) =>
  (bytes / 1_000_000).toLocaleString("fr-FR", { maximumFractionDigits: 1 });

/** What an upload is refused for, in French, or undefined when it may be sent. */
export function uploadProblem(
  file: { name: string; size: number },
  head: Uint8Array,
  maxBytes: number,
): string | undefined {
  // By content, as the build checks it: a renamed PDF is not an image.
  if (!imageFormatOf(head))
    return `« ${file.name} » n'est pas une image WebP, PNG, JPEG ou AVIF : elle n'a pas été envoyée. Choisissez une photo dans l'un de ces formats.`;
  if (file.size > maxBytes)
    return `« ${file.name} » pèse ${megabytes(file.size)} Mo : les images doivent peser moins de ${megabytes(maxBytes)} Mo. Elle n'a pas été envoyée. Réduisez-la (par exemple en l'exportant plus petite) puis réessayez.`;
  return undefined;
}

/** A file name's words, lower-case and without accents, joined by "-" ("Portrait Élodie" → portrait-elodie). */
export function fileWords(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .replace(/-+$/, "") || "image"
  );
}

/**
 * The name an upload is given: the entry's name (or the file's own words for a new entry), a short
 * code of its own, then its extension (nora-3f9a1c.webp). Never the name of a file already there:
 * Decap replaced a file of the same name by deleting it at once, a colleague's photo included.
 */
export function uploadName(fileName: string, base: string | undefined, code: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  const words = fileWords(base ?? fileName.replace(/\.[^.]+$/, ""));
  return `${words}-${code}${extension ? `.${extension}` : ""}`;
}

/** Six hex digits from the file's bytes and the moment: two uploads never share a name. */
async function uniqueCode(file: Blob): Promise<string> {
  const stamp = new TextEncoder().encode(`${Date.now()}:${Math.random()}`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const digest = await crypto.subtle.digest("SHA-256", new Uint8Array([...stamp, ...bytes.slice(0, 65_536)]));
  return [...new Uint8Array(digest).slice(0, 3)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Why nothing is uploaded from the « Médias » window opened outside an entry's form. */
const OUTSIDE_A_FORM =
  "Cette fenêtre sert à voir et à supprimer les images. Une image s'ajoute depuis le champ de l'entrée qui la montre (la photo d'un membre, l'image d'une catégorie), pour être publiée avec elle : ouvrez l'entrée, puis « Choisir une image ».";

/** What the guard asks of the editor about the upload at hand. */
export interface UploadContext {
  /** The field's largest accepted file, in bytes (larger when the editor shrinks it, a team photo). */
  maxBytes(): number;
  /** The open entry's file name, the upload's name's start; undefined for a new entry. */
  entryName(): string | undefined;
  /** Whether an entry's form is open: an image is uploaded with the entry that shows it. */
  formOpen(): boolean;
}

/**
 * Checks every file chosen in Decap's media library before Decap sees it, and renames it:
 * - outside an entry's form (Decap's « Médias » page), nothing is uploaded: Decap would write it to
 *   the repository at once, before any review; its button says so when clicked, before a file is picked;
 * - a file that is not a WebP, PNG, JPEG or AVIF image (by its first bytes, the build's own test)
 *   or that weighs more than the field accepts is refused with a French message;
 * - an accepted file gets a name of its own (`uploadName`), so that it never replaces another.
 * The listener runs in the capture phase on the window, before React's, and hands the renamed
 * file on by firing `change` again.
 */
export function installUploadGuard(context: UploadContext) {
  // Outside a form, « Ajouter depuis l'ordinateur » says so at once, before staff pick a file.
  window.addEventListener(
    "click",
    (event) => {
      if (context.formOpen() || !(event.target instanceof Element)) return;
      if (!event.target.closest(".nc-fileUploadButton")) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      showEditorAlert(OUTSIDE_A_FORM);
    },
    true,
  );
  const approved = new WeakSet<HTMLInputElement>();
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file") return;
      const file = input.files?.[0];
      if (!file || approved.has(input)) {
        approved.delete(input as HTMLInputElement);
        return;
      }
      event.stopImmediatePropagation();
      if (!context.formOpen()) {
        showEditorAlert(`${OUTSIDE_A_FORM} Rien n'a été envoyé.`);
        input.value = "";
        return;
      }
      void (async () => {
        const problem = uploadProblem(
          file,
          new Uint8Array(await file.slice(0, 16).arrayBuffer()),
          context.maxBytes(),
        );
        if (problem) {
          showEditorAlert(problem);
          input.value = "";
          return;
        }
        closeEditorAlert();
        const renamed = new File([file], uploadName(file.name, context.entryName(), await uniqueCode(file)), {
          type: file.type,
          lastModified: file.lastModified,
        });
        const files = new DataTransfer();
        files.items.add(renamed);
        input.files = files.files;
        approved.add(input);
        input.dispatchEvent(new Event("change", { bubbles: true }));
      })();
    },
    true,
  );
}
