declare module "virtual:notice-paths" {
  /** Every rulebook page (site paths). */
  export const paths: readonly string[];
  /** Old article paths and the article each leads to. */
  export const redirects: readonly { from: string; to: string }[];
}
