import type { TeamMember } from "./schema";

/** The staff, past and present. Not sorted here: sortTeam() orders them for display. */
export const TEAM: readonly TeamMember[] = [
  {
    displayName: "Nora",
    image: "nora",
    role: "Fondatrice",
    active: true,
    link: "https://www.twitch.tv/nora_brumes",
  },
  {
    displayName: "Zéphyr",
    image: "zephyr",
    role: "Développeur",
    active: false,
    link: "https://github.com/zephyr-dev",
  },
  { displayName: "kaelis", image: "kaelis", role: "Mappeuse", active: true },
  { displayName: "Brisecœur", image: "brisecoeur", role: "Modérateur", active: false },
  {
    displayName: "Tonton Gaspard",
    image: "gaspard",
    role: "Modérateur",
    active: true,
    easterEgg: { hoverImage: "/img/team/gaspard-egg.webp" },
  },
  {
    displayName: "Élouan",
    image: "elouan",
    role: "Développeur",
    active: true,
    link: "https://github.com/elouan-codes",
  },
  { displayName: "Pixelle", image: "pixelle", role: "Graphiste", active: false },
  {
    displayName: "Odin_FR",
    image: "odin",
    role: "Administrateur",
    active: true,
    link: "https://www.twitch.tv/odin_fr",
  },
  { displayName: "Rustine", image: "rustine", role: "Support technique", active: false },
  { displayName: "Maëlle", image: "maelle", role: "Scénariste", active: true },
];
