import type { OtherCredit } from "./schema";

/** Tools and projects the community builds on. Not sorted here: sortOthers() orders them. */
export const OTHER_CREDITS: readonly OtherCredit[] = [
  {
    displayName: "TeamSpeak",
    image: "teamspeak",
    links: [{ label: "Site officiel", url: "https://www.teamspeak.com" }],
    favorite: false,
    description: "Le client de chat vocal utilisé en jeu.",
  },
  {
    displayName: "Leaflet",
    icon: "mapping",
    links: [
      { label: "Site officiel", url: "https://leafletjs.com" },
      { label: "GitHub", url: "https://github.com/Leaflet/Leaflet" },
    ],
    favorite: true,
    description: "La bibliothèque qui affiche la carte interactive du site.",
  },
  {
    displayName: "React",
    image: "react",
    links: [
      { label: "Site officiel", url: "https://react.dev" },
      { label: "GitHub", url: "https://github.com/facebook/react" },
    ],
    favorite: false,
    description: "La bibliothèque d'interface de ce site.",
  },
  {
    displayName: "alt:V",
    image: "altv",
    links: [
      { label: "Site officiel", url: "https://altv.mp" },
      { label: "GitHub", url: "https://github.com/altmp" },
    ],
    favorite: true,
    description: "La modification multijoueur sur laquelle tourne le serveur.",
  },
  {
    displayName: "FFmpeg",
    icon: "video",
    links: [{ label: "Site officiel", url: "https://ffmpeg.org" }],
    favorite: false,
    description: "L'encodage des vidéos de la communauté.",
  },
  {
    displayName: "Blender",
    image: "blender",
    links: [{ label: "Site officiel", url: "https://www.blender.org" }],
    favorite: true,
    description: "La modélisation des véhicules et des bâtiments de l'île.",
  },
  {
    displayName: "Audacity",
    icon: "audio",
    links: [{ label: "Site officiel", url: "https://www.audacityteam.org" }],
    favorite: false,
    description: "Le montage des ambiances sonores et des jingles.",
  },
  {
    displayName: "Inkscape",
    image: "inkscape",
    links: [{ label: "Site officiel", url: "https://inkscape.org" }],
    favorite: false,
    description: "Les logos et illustrations vectorielles.",
  },
];
