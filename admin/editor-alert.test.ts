// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { frenchToast, keepErrorsOnScreen, showEditorAlert } from "./editor-alert";

/** A toast as react-toastify renders Decap's notifications. */
function toast(type: "error" | "success", text: string) {
  const node = document.createElement("div");
  node.className = `Toastify__toast Toastify__toast--${type}`;
  node.innerHTML = `<div class="Toastify__toast-body"><div>${text}</div></div><button aria-label="close">✖</button>`;
  return node;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const alertText = () => document.querySelector("#editor-alert p")?.textContent;

describe("the editor's alert", () => {
  afterEach(() => document.body.replaceChildren());

  it("keeps an error toast's text on screen, replaced by the next error, closed by a success or by staff", async () => {
    const observer = keepErrorsOnScreen();
    const container = document.createElement("div");
    document.body.append(container);
    container.append(toast("error", "L'entrée n'a pas été enregistrée : le serveur n'a pas pu être joint."));
    await settle();
    expect(alertText()).toBe("L'entrée n'a pas été enregistrée : le serveur n'a pas pu être joint.");
    // Decap removes its toast after 8 s: the alert stays.
    container.replaceChildren();
    await settle();
    expect(alertText()).toMatch(/pas pu être joint/);
    container.append(toast("error", "L'entrée n'a pas été publiée : quelqu'un d'autre a publié."));
    await settle();
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(alertText()).toMatch(/publiée/);
    container.append(toast("success", "Entrée enregistrée"));
    await settle();
    expect(alertText()).toBeUndefined();

    container.append(toast("error", "L'entrée n'a pas été enregistrée : le serveur a refusé."));
    await settle();
    expect(alertText()).toMatch(/refusé/);
    // Another entry opened: the failure was the last one's.
    window.dispatchEvent(new Event("hashchange"));
    expect(alertText()).toBeUndefined();

    showEditorAlert("« notes.txt » n'est pas une image.");
    document.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    expect(alertText()).toBeUndefined();
    observer.disconnect();
  });

  it("keeps news about the entry just saved through Decap's « saved » toast and its move to that entry's page", async () => {
    const observer = keepErrorsOnScreen();
    const editor = "http://localhost/admin/";
    const move = (from: string, to: string) =>
      window.dispatchEvent(new HashChangeEvent("hashchange", { oldURL: editor + from, newURL: editor + to }));
    showEditorAlert("Ce point a reçu l'identifiant 3152 : 3151 venait d'être pris.", document, {
      savedIn: "map-parking",
    });
    document.body.append(toast("success", "Entrée enregistrée"));
    await settle();
    move("#/collections/map-parking/new", "#/collections/map-parking/entries/3152");
    expect(alertText()).toMatch(/3152/);
    // News, not a refusal: said politely to screen readers, and drawn apart from errors.
    expect(document.querySelector('[role="status"]')?.classList.contains("editor-alert--news")).toBe(true);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    // Another page of the editor: the news was about the last entry.
    move("#/collections/map-parking/entries/3152", "#/collections/map-parking");
    expect(alertText()).toBeUndefined();
    observer.disconnect();
  });

  it("says in French what Decap says in English about media, keeping the reason", async () => {
    const observer = keepErrorsOnScreen();
    document.body.append(
      toast(
        "error",
        "Failed to delete media: « banking.webp » est utilisé par content/notice/game/banking/_category.json (image).",
      ),
    );
    await settle();
    expect(alertText()).toBe(
      "Le fichier n'a pas été supprimé\u00a0: « banking.webp » est utilisé par content/notice/game/banking/_category.json (image).",
    );
    observer.disconnect();
  });
});

describe("frenchToast", () => {
  it("drops the error's class name before the reason, and leaves other texts as they are", () => {
    expect(frenchToast("Failed to persist media: SaveProblemError: le fichier est trop lourd")).toBe(
      "Le fichier n'a pas été envoyé\u00a0: le fichier est trop lourd",
    );
    expect(frenchToast("L'entrée n'a pas été enregistrée : hors ligne")).toBe(
      "L'entrée n'a pas été enregistrée : hors ligne",
    );
  });
});
