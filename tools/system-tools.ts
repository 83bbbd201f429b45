import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const DEFAULT_CHROMIUM = "/usr/bin/chromium";

/** Flags for Debian's Chromium wherever a tool drives it (the browser tests, Lighthouse): quiet and offline-friendly. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const DEFAULT_NGINX = "/usr/sbin/nginx";

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
}

function aptInstall(packages: string[]) {
  console.log(`Installing ${packages.join(", ")} with apt-get…`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/**
 * The browser the end-to-end tests drive: $CHROMIUM_PATH, else Debian's chromium, installed with
 * apt-get when we are root. Without one, the run fails with instructions: browser tests never skip.
 */
export function ensureChromium(): string {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`CHROMIUM_PATH=${explicit} does not exist.`);
    return explicit;
  }
  if (!existsSync(DEFAULT_CHROMIUM) && canInstallWithApt()) aptInstall(["chromium"]);
  if (!existsSync(DEFAULT_CHROMIUM)) {
    throw new Error(
      `Chromium was not found at ${DEFAULT_CHROMIUM}. Install it with "sudo apt-get install chromium" ` +
        `(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
    );
  }
  return DEFAULT_CHROMIUM;
}

/** nginx with the brotli_static module, for the deploy config's test; same rules as the browser. */
export function ensureNginx(): string {
  const explicit = process.env.NGINX_PATH;
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`NGINX_PATH=${explicit} does not exist.`);
    return explicit;
  }
  const brotli = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
  if ((!existsSync(DEFAULT_NGINX) || !existsSync(brotli)) && canInstallWithApt()) {
    aptInstall(["nginx", "libnginx-mod-http-brotli-static"]);
  }
  if (!existsSync(DEFAULT_NGINX) || !existsSync(brotli)) {
    throw new Error(
      `nginx with the brotli_static module was not found. Install it with ` +
        `"sudo apt-get install nginx libnginx-mod-http-brotli-static", or set NGINX_PATH.`,
    );
  }
  return DEFAULT_NGINX;
}

/**
 * Java for the W3C Nu HTML checker (vnu.jar): $JAVA_PATH, else `java` on the PATH, else Debian's
 * default-jre-headless, installed with apt-get when we are root. Without one, the check fails with
 * instructions: it is never skipped.
 */
export function ensureJava(): string {
  const explicit = process.env.JAVA_PATH;
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`JAVA_PATH=${explicit} does not exist.`);
    return explicit;
  }
  const onPath = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
  if (!onPath() && canInstallWithApt()) aptInstall(["default-jre-headless"]);
  if (!onPath()) {
    throw new Error(
      `Java was not found; the HTML checker (vnu.jar) needs it. Install it with ` +
        `"sudo apt-get install default-jre-headless" (Debian/Ubuntu, Java 11 or later), or set JAVA_PATH.`,
    );
  }
  return "java";
}

/**
 * workerd, Cloudflare's runtime, which `wrangler pages dev` runs to serve the build as the CDN
 * would. It comes with the wrangler devDependency; a machine where it cannot run fails here, with
 * the reason, instead of skipping the CDN's tests.
 */
export async function ensureWorkerd(): Promise<string> {
  // The package's default export is the path of its binary; it ships no types.
  // @ts-expect-error -- no declaration file for "workerd"
  const { default: binary } = (await import("workerd")) as { default: string };
  const probe = spawnSync(binary, ["--version"], { encoding: "utf8" });
  if (probe.status !== 0) {
    throw new Error(
      `workerd (Cloudflare's runtime, used to test the CDN deploy) cannot run here: ${binary}\n` +
        `${probe.error?.message ?? probe.stderr.trim()}\nIt needs a 64-bit Linux, macOS or Windows with glibc 2.31 or later; ` +
        `run "npm install" again if the binary is missing.`,
    );
  }
  return binary;
}
