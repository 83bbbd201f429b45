const FORM = /^#\/collections\/([^/]+)\/(new|entries\/.+)$/;

/**
 * Whether going from one editor address to another must load the editor afresh. Decap reuses its
 * form when the address goes straight from one entry's form to another's (typed in the address
 * bar): the new form showed the last one's errors, and saved its draft as a « sauvegarde locale »
 * of the new one. Through the menus a collection's list comes between two forms; a new entry just
 * saved goes to its own address, which keeps the form.
 */
export function needsFreshForm(oldHash: string, newHash: string): boolean {
  const from = FORM.exec(oldHash);
  const to = FORM.exec(newHash);
  if (!from || !to || oldHash === newHash) return false;
  const savedNewEntry = from[2] === "new" && to[2] !== "new" && from[1] === to[1];
  return !savedNewEntry;
}

/**
 * Loads the editor afresh when the address goes straight from one form to another: after Decap's
 * own question about unsaved changes, and only if the reader did not stay (the address is then
 * put back), without the browser asking the same question again.
 */
export function installFreshForms(target: Window = window) {
  target.addEventListener("hashchange", (event) => {
    const to = new URL(event.newURL).hash;
    if (!needsFreshForm(new URL(event.oldURL).hash, to)) return;
    target.setTimeout(() => {
      if (target.location.hash !== to) return;
      // Decap has already asked about unsaved changes: its « leave the page? » would ask twice. Its
      // listener came first; this one, added last, takes its answer back (Chromium does not run a
      // capturing listener at the target before it).
      target.addEventListener("beforeunload", (leaving) => {
        leaving.returnValue = "";
      });
      target.location.reload();
    }, 0);
  });
}
