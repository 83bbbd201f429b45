import type { OtherCredit } from "./schema";

/** Tools and projects the community builds on. Not sorted here: sortOthers() orders them. */
export const OTHER_CREDITS: readonly OtherCredit[] = [
  {
    displayName: "TeamSpeak",
    image: "teamspeak",
    links: [{ kind: "website", url: "https://www.teamspeak.com" }],
    favorite: false,
    descriptionId: "teamspeak",
  },
  {
    displayName: "Leaflet",
    icon: "mapping",
    links: [
      { kind: "website", url: "https://leafletjs.com" },
      { kind: "github", url: "https://github.com/Leaflet/Leaflet" },
    ],
    favorite: true,
    descriptionId: "leaflet",
  },
  {
    displayName: "React",
    image: "react",
    links: [
      { kind: "website", url: "https://react.dev" },
      { kind: "github", url: "https://github.com/facebook/react" },
    ],
    favorite: false,
    descriptionId: "react",
  },
  {
    displayName: "alt:V",
    image: "altv",
    links: [
      { kind: "website", url: "https://altv.mp" },
      { kind: "github", url: "https://github.com/altmp" },
    ],
    favorite: true,
    descriptionId: "altv",
  },
  {
    displayName: "FFmpeg",
    icon: "video",
    links: [{ kind: "website", url: "https://ffmpeg.org" }],
    favorite: false,
    descriptionId: "ffmpeg",
  },
  {
    displayName: "Blender",
    image: "blender",
    links: [{ kind: "website", url: "https://www.blender.org" }],
    favorite: true,
    descriptionId: "blender",
  },
  {
    displayName: "Audacity",
    icon: "audio",
    links: [{ kind: "website", url: "https://www.audacityteam.org" }],
    favorite: false,
    descriptionId: "audacity",
  },
  {
    displayName: "Inkscape",
    image: "inkscape",
    links: [{ kind: "website", url: "https://inkscape.org" }],
    favorite: false,
    descriptionId: "inkscape",
  },
];
