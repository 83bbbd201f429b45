import type { Contributor } from "./schema";

/** People who helped without being staff. Not sorted here: sortContributors() orders them. */
export const CONTRIBUTORS: readonly Contributor[] = [
  {
    displayName: "Lunaire",
    icon: "discord",
    reasonId: "discordBeta",
    link: "https://www.twitch.tv/lunaire",
  },
  { displayName: "Capitaine Crêpe", icon: "discord", reasonId: "discordBots" },
  {
    displayName: "Aquarelle",
    icon: "paint",
    reasonId: "companyLogos",
    link: "https://www.artstation.com/aquarelle",
  },
  { displayName: "Mistigri", icon: "paint", reasonId: "electionPosters" },
  {
    displayName: "Caméléon",
    icon: "video",
    reasonId: "launchTrailer",
    link: "https://www.youtube.com/@cameleon-montage",
  },
  {
    displayName: "Basse Fréquence",
    icon: "audio",
    reasonId: "valcendreSoundscapes",
    link: "https://soundcloud.com/basse-frequence",
  },
  { displayName: "Brique", icon: "mapping", reasonId: "tradePort" },
  { displayName: "Sable", icon: "discord", reasonId: "discordModeration2021" },
  {
    displayName: "Cartographe",
    icon: "mapping",
    reasonId: "governmentInteriors",
    link: "https://github.com/cartographe-rp",
  },
  { displayName: "Écho", icon: "audio", reasonId: "radioJingles" },
  { displayName: "Rushs", icon: "video", reasonId: "communityVideos" },
  {
    displayName: "Ocre",
    icon: "paint",
    reasonId: "rulebookIllustrations",
    link: "https://www.artstation.com/ocre",
  },
  {
    displayName: "Tuile",
    icon: "mapping",
    reasonId: "interactiveMap",
    link: "https://github.com/tuile-carto",
  },
  { displayName: "Lo-Fi Loutre", icon: "audio", reasonId: "supportMusic" },
];
