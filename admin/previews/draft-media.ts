import type { PreviewTemplateComponentProps } from "decap-cms-core";

type Entry = PreviewTemplateComponentProps["entry"];

const objectUrls = new WeakMap<Blob, string>();

/**
 * Where the editor finds an image of the entry being edited: a file uploaded in this draft is not
 * on the site (nor in the repository) yet, so it is read from the draft's media files, by its
 * name. Decap's getAsset misses files its media processing renamed (.png to .webp): it asked the
 * backend for them and showed a broken image until the entry was saved. Undefined for any other
 * path (the site's file).
 */
export function draftImageUrl(entry: Entry | undefined, sitePath: string): string | undefined {
  const name = sitePath.split("/").pop();
  const files = (entry?.get("mediaFiles")?.toJS?.() ?? []) as {
    name?: string;
    path?: string;
    url?: string;
    file?: Blob;
  }[];
  const draft = files.find((file) => file.name === name || file.path?.endsWith(`/${name}`));
  if (draft?.file) {
    if (!objectUrls.has(draft.file)) objectUrls.set(draft.file, URL.createObjectURL(draft.file));
    return objectUrls.get(draft.file)!;
  }
  return draft?.url;
}
