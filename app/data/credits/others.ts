// Tools and projects the community builds on: content/credits/others/, checked at build time
// (./read.server.ts). Not sorted here: sortOthers() orders them.
export { others as OTHER_CREDITS } from "virtual:credits";
