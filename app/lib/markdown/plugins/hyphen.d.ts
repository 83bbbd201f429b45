// The French patterns of the `hyphen` package, which ships no types (its README's API).
declare module "hyphen/fr/index.js" {
  interface HyphenateOptions {
    /** The character put between syllables (a soft hyphen by default). */
    hyphenChar?: string;
    /** Words shorter than this are left whole (5 by default). */
    minWordLength?: number;
    /** Whether HTML tags in the text are skipped (true by default). */
    html?: boolean;
  }
  /** A CommonJS module: Node gives its exports as the default one only. */
  const hyphen: { hyphenateSync(text: string, options?: HyphenateOptions): string };
  export default hyphen;
}
