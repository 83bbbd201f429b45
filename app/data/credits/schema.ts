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
    message: `identifiant inconnu : son texte « ${prefix}<id> » manque dans app/i18n/messages/*.json (à demander aux développeurs)`,
  });
}

/** Pictogram kinds shown next to a contributor, also usable by other credits. */
export const creditIconSchema = z.enum(["discord", "paint", "video", "audio", "mapping"]);
export type CreditIcon = z.infer<typeof creditIconSchema>;

/** An image name: the file name without its extension, e.g. "alt-v" for /img/others/alt-v.png. */
const imageNameSchema = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "doit être un nom de fichier sans extension, en minuscules reliées par « - »",
  );

const httpsUrlSchema = z.url({ protocol: /^https$/ });

/** Where team photos live on the site; the editor uploads into public/ + this folder. */
export const TEAM_IMAGE_FOLDER = "/img/team";

/**
 * A team photo as the editor's image widget writes it: its site path, e.g. /img/team/nora.webp
 * (Decap lower-cases and cleans the uploaded file's name). The reader checks the file itself.
 */
const TEAM_IMAGE_NAME = "[a-z0-9][a-z0-9._-]*\\.(?:webp|png|jpe?g|avif)";
/** A photo's file name (what Decap's image widget checks a pattern against). */
export const TEAM_IMAGE_NAME_PATTERN = new RegExp(`^${TEAM_IMAGE_NAME}$`);
export const TEAM_IMAGE_PATTERN = new RegExp(`^\\/img\\/team\\/${TEAM_IMAGE_NAME}$`);
const teamImagePathSchema = z
  .string()
  .regex(TEAM_IMAGE_PATTERN, "doit être une adresse /img/team/<nom>.webp (ou .png, .jpg, .jpeg, .avif)");

/** One team member: content/credits/team/<slug>.json. */
export const teamMemberSchema = z.strictObject({
  /** Pseudonym shown on the card. */
  displayName: z.string().min(1).meta({ title: "Pseudo", description: "Le nom affiché sur la carte." }),
  /** Photo, a site path under /img/team/; without one the card shows the member's initials. */
  image: teamImagePathSchema.optional().meta({
    title: "Photo",
    description:
      "Facultative : une image WebP, PNG, JPEG ou AVIF ; une photo de téléphone convient, l'éditeur la recadre en carré et la réduit pour le site. Sans photo, la carte montre les initiales.",
  }),
  /** Personal page (stream, code forge…). */
  link: httpsUrlSchema.optional().meta({ title: "Lien", description: "Page personnelle (https)." }),
  /** Still in the team today: active members are listed first. */
  // A member is added when they join: a new entry is active unless staff switch it off.
  active: z
    .boolean()
    .default(true)
    .meta({ title: "Actif", description: "Toujours dans l'équipe : listé en premier." }),
  /** Role, one of the `app.credits.role.*` keys of the catalogues ("founder", "developer"…). */
  role: catalogueId<CreditRole>("app.credits.role.").meta({
    title: "Rôle",
    description: "Le rôle affiché sous le pseudo, accordé selon le genre ci-dessous.",
  }),
  /** Grammatical gender of the role's label in languages that mark it (Fondatrice / Fondateur). */
  gender: z
    .enum(["f", "m"])
    .meta({ title: "Genre", description: "Accorde le rôle dans les langues qui l'accordent." }),
  /** Hidden surprise: the avatar swaps to this image on hover. */
  easterEgg: z
    .strictObject({
      /** Site path of the hover image, under /img/team/ like the photo. */
      hoverImage: teamImagePathSchema.meta({
        title: "Image au survol",
        description: "L'image qui remplace la photo au survol ; mêmes règles que la photo.",
      }),
    })
    .optional()
    .meta({
      title: "Surprise au survol",
      description: "Laissez vide si le membre n'a pas de surprise.",
    }),
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
    message: "il faut soit un badge (image), soit un pictogramme (icon), pas les deux",
    path: ["image"],
  });
export type OtherCredit = z.infer<typeof otherCreditSchema>;
