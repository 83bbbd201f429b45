import type { Contributor } from "./schema";

/** People who helped without being staff. Not sorted here: sortContributors() orders them. */
export const CONTRIBUTORS: readonly Contributor[] = [
  {
    displayName: "Lunaire",
    icon: "discord",
    reason: "Animation du Discord pendant la bêta",
    link: "https://www.twitch.tv/lunaire",
  },
  { displayName: "Capitaine Crêpe", icon: "discord", reason: "Bots et salons du Discord" },
  {
    displayName: "Aquarelle",
    icon: "paint",
    reason: "Logos des entreprises de Port-Brume",
    link: "https://www.artstation.com/aquarelle",
  },
  { displayName: "Mistigri", icon: "paint", reason: "Affiches de la campagne électorale" },
  {
    displayName: "Caméléon",
    icon: "video",
    reason: "Bande-annonce de lancement",
    link: "https://www.youtube.com/@cameleon-montage",
  },
  {
    displayName: "Basse Fréquence",
    icon: "audio",
    reason: "Ambiances sonores de Valcendre",
    link: "https://soundcloud.com/basse-frequence",
  },
  { displayName: "Brique", icon: "mapping", reason: "Port de commerce de Port-Brume" },
  { displayName: "Sable", icon: "discord", reason: "Modération du Discord en 2021" },
  {
    displayName: "Cartographe",
    icon: "mapping",
    reason: "Intérieurs du palais du gouvernement",
    link: "https://github.com/cartographe-rp",
  },
  { displayName: "Écho", icon: "audio", reason: "Jingles de la radio de Port-Brume" },
  { displayName: "Rushs", icon: "video", reason: "Montage des vidéos de la communauté" },
  {
    displayName: "Ocre",
    icon: "paint",
    reason: "Illustrations du règlement",
    link: "https://www.artstation.com/ocre",
  },
  {
    displayName: "Tuile",
    icon: "mapping",
    reason: "Carte interactive des points d'intérêt",
    link: "https://github.com/tuile-carto",
  },
  { displayName: "Lo-Fi Loutre", icon: "audio", reason: "Musique d'attente du support" },
];
