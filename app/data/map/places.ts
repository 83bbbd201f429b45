// Towns, districts, harbours, airports and natural areas of l'île des Brumes: the names written on
// the /board map, and where a point "is" on its card. A point belongs to the smallest place whose
// circle (position, radius) contains it, or is "near" the closest one. Positions follow the island
// as drawn by scripts/map/island.ts (towns and districts are its street grids).
// Edit freely: the build checks this file (app/data/map/place-schema.ts) and fails naming the field.
import type { Place } from "./place-types";

export const places: Place[] = [
  // Towns.
  { id: "port-brume", name: "Port-Brume", kind: "town", position: "720,-2700,0", radius: 1150, maxZoom: 2.5 },
  { id: "saint-aurele", name: "Saint-Aurèle", kind: "town", position: "-2000,1500,0", radius: 620 },
  { id: "valcendre", name: "Valcendre", kind: "town", position: "600,5300,0", radius: 340 },
  { id: "les-salines", name: "Les Salines", kind: "town", position: "3850,560,0", radius: 420 },
  { id: "ferlac", name: "Ferlac", kind: "town", position: "1700,1500,0", radius: 340 },

  // Districts of Port-Brume (its street grids), shown once the town's own label gives way.
  {
    id: "vieux-port",
    name: "Vieux-Port",
    kind: "district",
    position: "700,-3150,0",
    radius: 450,
    town: "port-brume",
  },
  {
    id: "quartier-des-affaires",
    name: "Quartier des Affaires",
    kind: "district",
    position: "900,-2800,0",
    radius: 300,
    town: "port-brume",
  },
  {
    id: "brume-nord",
    name: "Brume-Nord",
    kind: "district",
    position: "420,-2200,0",
    radius: 380,
    town: "port-brume",
  },
  {
    id: "quartier-de-la-gare",
    name: "Quartier de la Gare",
    kind: "district",
    position: "1250,-2200,0",
    radius: 380,
    town: "port-brume",
  },
  {
    id: "les-docks",
    name: "Les Docks",
    kind: "district",
    position: "1650,-2950,0",
    radius: 380,
    town: "port-brume",
  },
  {
    id: "le-couchant",
    name: "Le Couchant",
    kind: "district",
    position: "-80,-2900,0",
    radius: 380,
    town: "port-brume",
  },

  // Harbours.
  {
    id: "port-de-commerce",
    name: "Port de commerce",
    kind: "harbour",
    position: "1500,-3450,0",
    radius: 260,
    town: "port-brume",
  },
  {
    id: "port-de-peche",
    name: "Port de pêche",
    kind: "harbour",
    position: "4300,470,0",
    radius: 180,
    town: "les-salines",
  },

  // Airports.
  {
    id: "aeroport",
    name: "Aéroport international",
    kind: "airport",
    position: "-1800,-3330,0",
    radius: 1000,
    town: "port-brume",
  },
  { id: "aerodrome", name: "Aérodrome de Valcendre", kind: "airport", position: "2250,4650,0", radius: 520 },

  // Natural areas.
  { id: "les-cimes", name: "Les Cimes", kind: "area", position: "300,6350,0", radius: 1500 },
  {
    id: "vallee-de-la-viere",
    name: "Vallée de la Vière",
    kind: "area",
    position: "-1350,3300,0",
    radius: 1250,
  },
  {
    id: "estuaire-de-la-viere",
    name: "Estuaire de la Vière",
    kind: "area",
    position: "-2950,550,0",
    radius: 420,
  },
  { id: "marais-salants", name: "Marais salants", kind: "area", position: "4230,-420,0", radius: 450 },
  { id: "cap-nord", name: "Cap Nord", kind: "area", position: "400,7150,0", radius: 450 },
  { id: "pointe-du-sud", name: "Pointe du Sud", kind: "area", position: "-2600,-4300,0", radius: 500 },
  { id: "cap-de-l-ouest", name: "Cap de l'Ouest", kind: "area", position: "-4150,1900,0", radius: 550 },
  { id: "pointe-de-l-est", name: "Pointe de l'Est", kind: "area", position: "4200,-2350,0", radius: 500 },
  { id: "cap-des-salines", name: "Cap des Salines", kind: "area", position: "4400,1500,0", radius: 400 },

  // Water.
  { id: "lac-de-ferlac", name: "Lac de Ferlac", kind: "water", position: "2550,2600,0", radius: 650 },
  { id: "baie-de-la-cendre", name: "Baie de la Cendre", kind: "water", position: "3200,5750,0", radius: 500 },
  { id: "baie-de-la-viere", name: "Baie de la Vière", kind: "water", position: "-3900,-500,0", radius: 500 },
];
