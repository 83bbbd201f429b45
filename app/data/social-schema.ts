import { z } from "zod";

/** Networks the site knows: each has its icon and label in code (./social.server.ts), only the link is content. */
export const SOCIAL_NETWORKS = ["twitter", "twitch", "youtube", "discord"] as const;

const socialEntrySchema = z
  .strictObject({
    /** The network; its icon and its label come with it. */
    id: z
      .enum(SOCIAL_NETWORKS)
      .meta({ title: "Réseau", description: "twitter, twitch, youtube ou discord." }),
    /** The community's page on that network. */
    link: z
      .url({ protocol: /^https$/ })
      .meta({ title: "Lien", description: "Adresse https de la page de la communauté." }),
    /** Draws the eye to the link with a small bounce (motion-safe only). */
    bounce: z
      .boolean()
      .optional()
      .meta({ title: "Rebond", description: "Fait rebondir l'icône pour attirer l'œil." }),
  })
  .meta({ title: "Réseau social" });

/** content/social.json: the links in the order the site shows them, each network at most once. */
export const socialSchema = z
  .strictObject({
    links: z
      .array(socialEntrySchema)
      .refine(
        (links) => new Set(links.map((link) => link.id)).size === links.length,
        "a network is listed twice",
      ),
  })
  .meta({ title: "Réseaux sociaux" });
export type SocialEntry = z.infer<typeof socialEntrySchema>;
