// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { installUploadGuard, uploadProblem } from "./upload-guard";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = new TextEncoder().encode("%PDF-1.7\n");

describe("an upload from the editor", () => {
  it("is accepted when it is an image under the limit", () => {
    expect(uploadProblem({ name: "nora.png", size: 20_000 }, PNG, 1_000_000)).toBeUndefined();
  });

  it("is refused, naming the file, when its content is not a WebP, PNG, JPEG or AVIF image", () => {
    // Named like an image: the content decides, as in the build.
    expect(uploadProblem({ name: "photo.png", size: 2_000 }, PDF, 1_000_000)).toBe(
      "« photo.png » n'est pas une image WebP, PNG, JPEG ou AVIF : elle n'a pas été envoyée. Choisissez une photo dans l'un de ces formats.",
    );
  });

  it("is refused over the limit, with its weight in French", () => {
    expect(uploadProblem({ name: "grande.png", size: 1_400_000 }, PNG, 1_000_000)).toMatch(
      /^« grande\.png » pèse 1,4 Mo : les images doivent peser moins de 1 Mo\./,
    );
  });
});

describe("« Ajouter depuis l'ordinateur »", () => {
  let formOpen = false;
  installUploadGuard({ maxBytes: () => 1_000_000, entryName: () => undefined, formOpen: () => formOpen });
  const button = () => {
    document.body.innerHTML =
      '<label class="nc-fileUploadButton" tabindex="0"><span>Ajouter depuis l\'ordinateur</span><input type="file" /></label>';
    return document.querySelector("label")!;
  };

  it("says outside a form, before a file is picked, that an image is added from its entry's field", () => {
    formOpen = false;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    button().querySelector("span")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.querySelector("[role='alert']")?.textContent).toContain(
      "ouvrez l'entrée, puis « Choisir une image »",
    );
  });

  it("opens the file picker in an entry's form", () => {
    formOpen = true;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.querySelector("[role='alert']")).toBeNull();
  });
});
