// The names written on the /board map (towns, districts, harbours…), and where a point "is" on its
// card: one file per place in content/map/places/, read and checked at build time (./read.server.ts).
export { places } from "virtual:map-data";
