import type { TeamMember } from "./schema";

/** The staff, past and present. Not sorted here: sortTeam() orders them for display. */
export const TEAM: readonly TeamMember[] = [
  {
    displayName: "Nora",
    image: "nora",
    role: "founder",
    gender: "f",
    active: true,
    link: "https://www.twitch.tv/nora_brumes",
  },
  {
    displayName: "Zéphyr",
    image: "zephyr",
    role: "developer",
    gender: "m",
    active: false,
    link: "https://github.com/zephyr-dev",
  },
  { displayName: "kaelis", image: "kaelis", role: "mapper", gender: "f", active: true },
  { displayName: "Brisecœur", image: "brisecoeur", role: "moderator", gender: "m", active: false },
  {
    displayName: "Tonton Gaspard",
    image: "gaspard",
    role: "moderator",
    gender: "m",
    active: true,
    easterEgg: { hoverImage: "/img/team/gaspard-egg.webp" },
  },
  {
    displayName: "Élouan",
    image: "elouan",
    role: "developer",
    gender: "m",
    active: true,
    link: "https://github.com/elouan-codes",
  },
  { displayName: "Pixelle", image: "pixelle", role: "designer", gender: "f", active: false },
  {
    displayName: "Odin_FR",
    image: "odin",
    role: "administrator",
    gender: "m",
    active: true,
    link: "https://www.twitch.tv/odin_fr",
  },
  { displayName: "Rustine", image: "rustine", role: "support", gender: "f", active: false },
  { displayName: "Maëlle", image: "maelle", role: "writer", gender: "f", active: true },
];
