import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (let i = 0; i < Number(process.argv[2] ?? 1); i++) {
const r = await lighthouse("http://127.0.0.1:4517" + (process.argv[3] ?? "/board"), { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
const a = r!.lhr.audits;
console.log("perf", r!.lhr.categories.performance.score, "TBT", Math.round(a["total-blocking-time"].numericValue!), "CLS", a["cumulative-layout-shift"].numericValue, "LCP", Math.round(a["largest-contentful-paint"].numericValue!), "FCP", Math.round(a["first-contentful-paint"].numericValue!), "SI", Math.round(a["speed-index"].numericValue!));
const lt = (a["long-tasks"]?.details as any)?.items ?? [];
console.log(lt.slice(0, 10).map((it: any) => `${Math.round(it.startTime)}+${Math.round(it.duration)} ${it.url.split("/").pop()}`).join(" | "));
const bu = (a["bootup-time"]?.details as any)?.items ?? [];
console.log(bu.slice(0, 5).map((it: any) => `${it.url.split("/").pop()} ${Math.round(it.total)}/${Math.round(it.scripting)}`).join(" | "));
const mt = (a["mainthread-work-breakdown"]?.details as any)?.items ?? [];
console.log("main", mt.map((x: any) => `${x.group}:${Math.round(x.duration)}`).join(" "));
const lcpEl = (a["largest-contentful-paint-element"]?.details as any)?.items?.[0]?.items?.[0]?.node;
console.log("lcp el", lcpEl?.selector);
}
chrome.kill();
