import path from "node:path";
import { parseEntry, readJsonFile } from "./json-files.server.ts";
import { socialSchema } from "./social-schema.ts";
import { socialLinkOf, type SocialLink } from "./social-link.ts";

export const SOCIAL_FILE = "content/social.json";

/**
 * The social links, read from `<root>/content/social.json` and validated; the icon and the label's
 * catalogue key follow from the network.
 */
export function readSocialLinks(root: string = process.cwd()): SocialLink[] {
  const { links } = parseEntry(socialSchema, readJsonFile(path.join(root, SOCIAL_FILE)));
  return links.map(socialLinkOf);
}
