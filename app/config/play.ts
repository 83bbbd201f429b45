// The /play page: where to buy the base game and get the multiplayer client.

/** The three stores selling a PC licence of the base game. */
export const STORES = [
  { id: "steam", label: "Steam", url: "https://store.steampowered.com/app/271590/" },
  { id: "epic", label: "Epic Games Store", url: "https://store.epicgames.com/p/grand-theft-auto-v" },
  { id: "rockstar", label: "Rockstar Games Launcher", url: "https://www.rockstargames.com/gta-v" },
] as const;

/** The multiplayer client the server runs on. */
export const CLIENT_DOWNLOAD = {
  label: "alt:V",
  url: "https://altv.mp/#/downloads",
} as const;
