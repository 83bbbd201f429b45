import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [w,h,path] of [[1366,768,"/notice/game/prison/freedom"],[1024,768,"/notice/game/prison/freedom"],[1366,768,"/notice/game/enterprises/slots"]] as const) {
const p2 = await b.newPage({ viewport: { width: w, height: h } });
await p2.goto("http://127.0.0.1:4590"+path);
await p2.addStyleTag({ content: `.notice-layout--with-sidebar{grid-template-rows:auto 1fr;grid-template-areas:"sidebar top aside" "sidebar content aside"} @media (max-width:1100px){.notice-layout--with-sidebar{grid-template-areas:"sidebar top" "sidebar content"}}` });
await p2.waitForTimeout(1500);
console.log(w, path, await p2.evaluate(() => {
  const box = document.querySelector(".notice-sidebar__categories")!;
  const link = box.querySelector('[aria-current="page"]')!;
  const b = box.getBoundingClientRect(), l = link.getBoundingClientRect();
  return { box: [b.top, b.bottom, box.scrollTop, box.scrollHeight, box.clientHeight], link: [l.top, l.bottom] };
}));
await p2.screenshot({ path: `/tmp/probe/side-${w}.png` });
}
await b.close();
