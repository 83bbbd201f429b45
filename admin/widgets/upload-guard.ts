import { imageFormatOf } from "~/data/image-format";
import { closeEditorAlert, showEditorAlert } from "../editor-alert";

/** What an upload is refused for, in French, or undefined when it may be sent. */
export function uploadProblem(
  file: { name: string; size: number },
  head: Uint8Array,
  maxBytes: number,
): string | undefined {
  // By content, as the build checks it: a renamed PDF is not an image.
  if (!imageFormatOf(head))
    return `« ${file.name} » n'est pas une image WebP, PNG, JPEG ou AVIF : elle n'a pas été envoyée. Choisissez une photo dans l'un de ces formats.`;
  if (file.size > maxBytes) {
    const megabytes = (file.size / 1_000_000).toLocaleString("fr-FR", { maximumFractionDigits: 1 });
    const limit = (maxBytes / 1_000_000).toLocaleString("fr-FR", { maximumFractionDigits: 1 });
    return `« ${file.name} » pèse ${megabytes} Mo : les images doivent peser moins de ${limit} Mo. Elle n'a pas été envoyée. Réduisez-la (par exemple en l'exportant plus petite) puis réessayez.`;
  }
  return undefined;
}

/**
 * Checks every file chosen in Decap's media library before Decap sees it: a file that is not a
 * WebP, PNG, JPEG or AVIF image (by its first bytes, the build's own test) or that weighs more than
 * `maxBytes` is refused with a French message and never uploaded. Decap's own size check only
 * says "kB" in an alert and has no format check. The listener runs in the capture phase on the
 * window, before React's, and hands an accepted file on by firing `change` again.
 */
export function installUploadGuard(maxBytes: number) {
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
      void file
        .slice(0, 16)
        .arrayBuffer()
        .then((buffer) => {
          const problem = uploadProblem(file, new Uint8Array(buffer), maxBytes);
          if (problem) {
            showEditorAlert(problem);
            input.value = "";
            return;
          }
          closeEditorAlert();
          approved.add(input);
          input.dispatchEvent(new Event("change", { bubbles: true }));
        });
    },
    true,
  );
}
