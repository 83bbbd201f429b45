import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import fr from "../../app/i18n/messages/fr.json";
import { messageKeysIn, pageMessageKeys, reachableChunks, writePageCatalogue } from "./page-catalogues";

const KEYS = Object.keys(fr);
const CREDIT_LINKS = KEYS.filter((key) => key.startsWith("app.credits.link."));

/** A built site's assets: an entry, a route, a component loaded on demand, another route, the catalogue. */
function fixture() {
  const clientDir = mkdtempSync(path.join(tmpdir(), "page-catalogues-"));
  mkdirSync(path.join(clientDir, "assets"));
  const files: Record<string, string> = {
    "entry-1.js":
      'import{a}from"./shared-2.js";const l={fr:()=>import(`./fr-9.js`)};a("app.footer.navigation");',
    "shared-2.js": 'export const a=(k)=>k;export const b="app.header.openMenu";',
    "route-3.js":
      'import{a}from"./shared-2.js";const D=()=>import(`./Dialog-4.js`);a(`app.credits.link.${x}`);',
    "Dialog-4.js": 'import"./shared-2.js";export default ()=>a("app.notice.search.label");',
    "other-5.js": 'a("app.map.heading");',
    "fr-9.js": `var e=${JSON.stringify(fr)};export{e as default};`,
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(clientDir, "assets", name), code);
  return clientDir;
}

describe("each page's own messages", () => {
  it("finds whole keys and the keys under a prefix completed at run time, and nothing else", () => {
    const code = 'f("app.header.openMenu");g(`app.credits.link.${kind}`);h("app.no.such.key");"application"';
    expect([...messageKeysIn(code, KEYS)].sort()).toEqual(["app.header.openMenu", ...CREDIT_LINKS].sort());
  });

  it("follows static and lazy imports from the page's scripts, but not into the catalogue or other routes", () => {
    const clientDir = fixture();
    const skip = new Set(["/assets/fr-9.js"]);
    expect(
      [...reachableChunks(clientDir, ["/assets/entry-1.js", "/assets/route-3.js"], skip)].sort(),
    ).toEqual(["/assets/Dialog-4.js", "/assets/entry-1.js", "/assets/route-3.js", "/assets/shared-2.js"]);
  });

  it("gives a page the messages of its shell, its route, the components it loads on demand and its data", () => {
    const clientDir = fixture();
    const skip = new Set(["/assets/fr-9.js"]);
    const scripts = ["/assets/entry-1.js", "/assets/route-3.js"];
    const html = '<script>window.__reactRouterContext={"k":"app.title.play"}</script>';
    const keys = pageMessageKeys(clientDir, scripts, skip, KEYS, html);
    expect([...keys].sort()).toEqual(
      [
        "app.footer.navigation",
        "app.header.openMenu",
        "app.notice.search.label",
        "app.title.play",
        ...CREDIT_LINKS,
      ].sort(),
    );
    expect(keys).not.toContain("app.map.heading");

    const site = writePageCatalogue(clientDir, "fr", html, scripts, skip);
    expect(site).toMatch(/^\/assets\/messages-fr-[\w-]{10}\.js$/);
    const written = JSON.parse(
      readFileSync(path.join(clientDir, site), "utf8")
        .replace(/^export default /, "")
        .replace(/;\s*$/, ""),
    ) as Record<string, unknown>;
    expect(Object.keys(written).sort()).toEqual([...keys].sort());
  });
});
