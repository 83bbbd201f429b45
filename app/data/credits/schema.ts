import { z } from "zod";

/** Pictogram kinds shown next to a contributor (spec §2, /credits), also usable by other credits. */
export const CreditIcon = z.enum(["discord", "paint", "video", "audio", "mapping"]);
export type CreditIcon = z.infer<typeof CreditIcon>;

/** An image name: the file name without its extension, e.g. "nora" for /img/team/nora.webp. */
const ImageName = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case kebab-case file name without extension");

const HttpsUrl = z.url({ protocol: /^https$/ });

export const TeamMember = z.strictObject({
  /** Pseudonym shown on the card. */
  displayName: z.string().min(1),
  /** Avatar, served from /img/team/{image}.webp. */
  image: ImageName,
  /** Personal page (stream, code forge…). */
  link: HttpsUrl.optional(),
  /** Still in the team today: active members are listed first. */
  active: z.boolean(),
  /** Role label in French, e.g. "Fondatrice", "Développeur". */
  role: z.string().min(1),
  /** Hidden surprise: the avatar swaps to this image on hover. */
  easterEgg: z
    .strictObject({
      /** Site path of the hover image, /img/team/{image}-egg.webp. */
      hoverImage: z.string().regex(/^\/img\/team\/[a-z0-9-]+-egg\.webp$/),
    })
    .optional(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const Contributor = z.strictObject({
  displayName: z.string().min(1),
  /** Kind of contribution, shown as a pictogram. */
  icon: CreditIcon,
  /** What they did, in French, one short line. */
  reason: z.string().min(1).max(80),
  link: HttpsUrl.optional(),
});
export type Contributor = z.infer<typeof Contributor>;

export const OtherCredit = z
  .strictObject({
    displayName: z.string().min(1),
    /** Badge, served from /img/others/{image}.png. */
    image: ImageName.optional(),
    /** Pictogram used when there is no badge. */
    icon: CreditIcon.optional(),
    links: z.array(z.strictObject({ label: z.string().min(1), url: HttpsUrl })).min(1),
    /** Tools the team loves most are listed first. */
    favorite: z.boolean(),
    /** Why it is credited, in French, one short sentence. */
    description: z.string().min(1).max(120),
  })
  .refine((credit) => (credit.image === undefined) !== (credit.icon === undefined), {
    message: "exactly one of image or icon is required",
    path: ["image"],
  });
export type OtherCredit = z.infer<typeof OtherCredit>;
