import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
const page = await ctx.newPage();
await page.goto("http://127.0.0.1:4590/de/cgu");
await page.waitForTimeout(2000);
console.log(await page.evaluate(() => {
  const out: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let n: Node | null;
  while ((n = walker.nextNode())) {
    const range = document.createRange(); range.selectNodeContents(n);
    const r = range.getBoundingClientRect();
    if (r.right > 391) out.push(`${n.parentElement?.tagName}.${n.parentElement?.className} ${Math.round(r.left)}-${Math.round(r.right)} "${n.textContent?.slice(0,60)}"`);
  }
  return out;
}));
await b.close();
