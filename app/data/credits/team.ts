// The staff, past and present: one file each in content/credits/team/, checked at build time
// (./read.server.ts). Not sorted here: sortTeam() orders them for display.
export { team as TEAM } from "virtual:credits";
