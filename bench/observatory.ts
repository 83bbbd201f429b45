import { startNginx } from "../tools/nginx";
import { OBSERVATORY_PAGES, observatoryGradeOf } from "../tools/observatory";
import { ensureNginx, ensureWorkerd } from "../tools/system-tools";
import { startWrangler } from "../tools/wrangler";
import type { ObservatoryGrade } from "../server/observatory";

interface Host {
  name: string;
  url: string;
  close?: () => Promise<void>;
}

/**
 * Mozilla Observatory's scoring rules (server/observatory.ts) applied to every kind of page on the
 * three hosts: the Node server at `nodeUrl`, nginx with the deploy config, and Cloudflare's runtime
 * (`wrangler pages dev`). Prints the grade and score of each page on each host, then what moved the
 * scores. A host that cannot start here is named and left out.
 */
export async function printObservatoryGrades(nodeUrl: string): Promise<void> {
  const hosts: Host[] = [{ name: "node", url: nodeUrl }];
  try {
    process.env.NGINX_PATH = ensureNginx();
    const nginx = await startNginx();
    hosts.push({ name: "nginx", url: nginx.url, close: nginx.close });
  } catch (error) {
    console.log(`nginx not graded: ${(error as Error).message}`);
  }
  try {
    await ensureWorkerd();
    const cdn = await startWrangler();
    hosts.push({ name: "workerd", url: cdn.url, close: cdn.close });
  } catch (error) {
    console.log(`Cloudflare's runtime not graded: ${(error as Error).message}`);
  }
  try {
    const grades = new Map<string, ObservatoryGrade>();
    for (const host of hosts)
      for (const page of OBSERVATORY_PAGES)
        grades.set(`${host.name} ${page}`, await observatoryGradeOf(host.url, page));
    console.log(
      "\nMozilla Observatory's rules (mdn-http-observatory 1.6, algorithm 6), each answer taken as https://www.brumes-rp.fr:",
    );
    console.table(
      OBSERVATORY_PAGES.map((page) => ({
        page,
        ...Object.fromEntries(
          hosts.map((host) => {
            const grade = grades.get(`${host.name} ${page}`)!;
            return [host.name, `${grade.grade} (${grade.score})${grade.refused ? " *" : ""}`];
          }),
        ),
      })),
    );
    const reasons = new Map<string, string[]>();
    for (const [key, grade] of grades) {
      const moved = grade.tests
        .filter((test) => test.modifier !== 0)
        .map((test) => `${test.result} (${test.modifier > 0 ? "+" : ""}${test.modifier})`)
        .join(", ");
      reasons.set(moved, [...(reasons.get(moved) ?? []), key]);
    }
    for (const [moved, keys] of reasons)
      console.log(
        `- ${moved}\n  on ${keys.length} answers (${keys.slice(0, 4).join("; ")}${keys.length > 4 ? "; …" : ""})`,
      );
    if ([...grades.values()].some((grade) => grade.refused))
      console.log(
        "* The Observatory itself grades only 2xx, 3xx, 401 and 403 answers; its rules are applied anyway.",
      );
    console.log(
      "Not measured here, taken as deployed: HTTPS with a valid certificate, plain HTTP redirected to HTTPS on the same " +
        "host by the TLS front (redirection-to-https, 0), and no HSTS preload (0).",
    );
  } finally {
    for (const host of hosts) await host.close?.();
  }
}
