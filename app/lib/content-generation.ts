/**
 * How many times content/ changed while the development server runs. The server's modules and
 * React Router's config (its pre-render list) are loaded apart, each with its own copy of the
 * rulebook's cache; a counter on the process tells both that the files changed
 * (scripts/vite-plugins/content-reload.ts). In a build it stays 0 and the caches hold.
 */
const KEY = "__brumesContentGeneration";
type WithGeneration = typeof globalThis & { [KEY]?: number };

export function contentGeneration(): number {
  return (globalThis as WithGeneration)[KEY] ?? 0;
}

export function markContentChanged(): void {
  const scope = globalThis as WithGeneration;
  scope[KEY] = contentGeneration() + 1;
}
