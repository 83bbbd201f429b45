import { z } from "zod";
import fr from "../../i18n/messages/fr.json" with { type: "json" };
import type { MessageKey } from "../../i18n/messages.ts";

/** The ids of the catalogue keys that start with a prefix: "founder" for "app.credits.role.founder". */
type IdsUnder<Prefix extends string> = {
  [K in MessageKey]: K extends `${Prefix}${infer Id}` ? Id : never;
}[MessageKey];

export type CreditRole = IdsUnder<"app.credits.role.">;
export type ContributionId = IdsUnder<"app.credits.reason.">;
export type ToolDescriptionId = IdsUnder<"app.credits.tool.">;
export type CreditLinkKind = IdsUnder<"app.credits.link.">;

/**
 * An id whose text lives in the message catalogues, under `prefix + id`: credits are shown in the
 * reader's language. The catalogue test checks that every language has the key.
 */
function catalogueId<Id extends string>(prefix: string) {
  return z.custom<Id>((value) => typeof value === "string" && `${prefix}${value}` in fr, {
    message: `unknown id: add the key "${prefix}<id>" to app/i18n/messages/*.json`,
  });
}

/** Pictogram kinds shown next to a contributor, also usable by other credits. */
export const creditIconSchema = z.enum(["discord", "paint", "video", "audio", "mapping"]);
export type CreditIcon = z.infer<typeof creditIconSchema>;

/** An image name: the file name without its extension, e.g. "nora" for /img/team/nora.webp. */
const imageNameSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case kebab-case file name without extension");

const httpsUrlSchema = z.url({ protocol: /^https$/ });

/** One team member: content/credits/team/<slug>.json. */
export const teamMemberSchema = z.strictObject({
  /** Pseudonym shown on the card. */
  displayName: z.string().min(1).meta({ title: "Pseudo", description: "Le nom affiché sur la carte." }),
  /** Avatar, served from /img/team/{image}.webp. */
  image: imageNameSchema.meta({
    title: "Image",
    description: "Nom du fichier de public/img/team/ sans .webp (minuscules et tirets) ; moins de 1 Mo.",
  }),
  /** Personal page (stream, code forge…). */
  link: httpsUrlSchema.optional().meta({ title: "Lien", description: "Page personnelle (https)." }),
  /** Still in the team today: active members are listed first. */
  active: z.boolean().meta({ title: "Actif", description: "Toujours dans l'équipe : listé en premier." }),
  /** Role, one of the `app.credits.role.*` keys of the catalogues ("founder", "developer"…). */
  role: catalogueId<CreditRole>("app.credits.role.").meta({
    title: "Rôle",
    description: "Identifiant d'un texte app.credits.role.* des catalogues (founder, developer…).",
  }),
  /** Grammatical gender of the role's label in languages that mark it (Fondatrice / Fondateur). */
  gender: z
    .enum(["f", "m"])
    .meta({ title: "Genre", description: "Accord du rôle : f (Fondatrice) ou m (Fondateur)." }),
  /** Hidden surprise: the avatar swaps to this image on hover. */
  easterEgg: z
    .strictObject({
      /** Site path of the hover image, /img/team/{image}-egg.webp. */
      hoverImage: z.string().regex(/^\/img\/team\/[a-z0-9-]+-egg\.webp$/),
    })
    .optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** One contributor: content/credits/contributors/<slug>.json. */
export const contributorSchema = z.strictObject({
  /** Name shown in the list. */
  displayName: z.string().min(1).meta({ title: "Pseudo", description: "Le nom affiché dans la liste." }),
  /** Kind of contribution, shown as a pictogram. */
  icon: creditIconSchema.meta({
    title: "Pictogramme",
    description: "discord, paint, video, audio ou mapping.",
  }),
  /** What they did: the id of an `app.credits.reason.*` text of the catalogues (one short line). */
  reasonId: catalogueId<ContributionId>("app.credits.reason.").meta({
    title: "Contribution",
    description: "Identifiant d'un texte app.credits.reason.* des catalogues.",
  }),
  /** Their page; contributors with a link are listed first. */
  link: httpsUrlSchema
    .optional()
    .meta({ title: "Lien", description: "Page personnelle (https) ; listé en premier." }),
});
export type Contributor = z.infer<typeof contributorSchema>;

/** One tool or project: content/credits/others/<slug>.json. */
export const otherCreditSchema = z
  .strictObject({
    /** Name shown on the card. */
    displayName: z.string().min(1).meta({ title: "Nom", description: "Le nom de l'outil ou du projet." }),
    /** Badge, served from /img/others/{image}.png. */
    image: imageNameSchema.optional(),
    /** Pictogram used when there is no badge. */
    icon: creditIconSchema.optional(),
    /** Each link is labelled by its kind: `app.credits.link.<kind>` ("website", "github"). */
    links: z
      .array(z.strictObject({ kind: catalogueId<CreditLinkKind>("app.credits.link."), url: httpsUrlSchema }))
      .min(1),
    /** Tools the team loves most are listed first. */
    favorite: z.boolean().meta({ title: "Favori", description: "Listé en premier, avec une étoile." }),
    /** Why it is credited: the id of an `app.credits.tool.*` text of the catalogues (one short sentence). */
    descriptionId: catalogueId<ToolDescriptionId>("app.credits.tool."),
  })
  .refine((credit) => (credit.image === undefined) !== (credit.icon === undefined), {
    message: "exactly one of image or icon is required",
    path: ["image"],
  });
export type OtherCredit = z.infer<typeof otherCreditSchema>;
