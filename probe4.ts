import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
const page = await ctx.newPage();
await page.goto("http://127.0.0.1:4590/notice/game/police/corruption");
await page.waitForSelector("html[data-hydrated=true]");
const terms = page.locator(".article-body .glossary__term");
const geo = (id: string) => page.evaluate((id) => { const t = document.getElementById(id)!; const r = t.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.top), Math.round(r.right), Math.round(r.bottom), t.style.translate, t.className]; }, id);
for (const term of await terms.all()) {
  const id = (await term.getAttribute("aria-describedby"))!;
  await term.focus(); await page.waitForTimeout(100);
  const f = await geo(id);
  await term.hover(); await page.waitForTimeout(100);
  const h = await geo(id);
  const tb = await term.boundingBox();
  console.log(await term.textContent(), "focus", f, "hover", h, "term", tb && [Math.round(tb.x), Math.round(tb.y)]);
  await page.keyboard.press("Escape");
}
await b.close();
