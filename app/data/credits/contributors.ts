// People who helped without being staff: content/credits/contributors/, checked at build time
// (./read.server.ts). Not sorted here: sortContributors() orders them.
export { contributors as CONTRIBUTORS } from "virtual:credits";
