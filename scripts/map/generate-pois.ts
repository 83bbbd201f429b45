/**
 * Places the points of interest of the /board map on the island and writes them to
 * content/map/points/<category>/<id>.json (one file per point).
 *
 * Run: ./node_modules/.bin/tsx scripts/map/generate-pois.ts
 *
 * The data files are the source of truth once committed (staff edit them by hand); this script
 * only produced their first version, deterministically. It never overwrites a data file: to make
 * one anew, delete it first.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { MapCategoryId, Poi, PoiIcon } from "../../app/data/map/poi-schema";
import { MASKED_NAME } from "../../app/data/map/poi-schema";
import {
  AIRPORTS,
  LAKES,
  PLACES,
  TOWNS,
  listFarmsteads,
  terrainAt,
  type Farmstead,
  type Terrain,
  type TownId,
} from "./island";
import { mulberry32 } from "./noise";

const random = mulberry32(947);

// ---------------------------------------------------------------------------------------------
// Placement

interface Spot {
  x: number;
  y: number;
}

/** Where a point may go: a sampler of candidate spots and a test of the ground there. */
interface Placement {
  sample: () => Spot;
  accept: (t: Terrain, x: number, y: number) => boolean;
}

const placed: Spot[] = [];

/** Ground a marker can stand on: dry, off the carriageway, clear of river banks and lake shores. */
function solidGround(t: Terrain): boolean {
  return (
    t.land && t.road === null && t.riverDistance > t.riverHalfWidth + 12 && t.lakeDistance > 12 && t.shore > 6
  );
}

function disc(x: number, y: number, r: number): () => Spot {
  return () => {
    const a = random() * Math.PI * 2;
    const d = r * Math.sqrt(random());
    return { x: x + Math.cos(a) * d, y: y + Math.sin(a) * d };
  };
}

function town(id: TownId): (typeof TOWNS)[number] {
  return TOWNS.find((t) => t.id === id)!;
}

/** Inside a town's built-up area, optionally around a given spot. */
function urban(id: TownId, minDensity = 0.35, around?: Spot & { r: number }): Placement {
  const t = town(id);
  return {
    sample: around ? disc(around.x, around.y, around.r) : disc(t.x, t.y, t.radius),
    accept: (g) => solidGround(g) && g.town === id && g.urban >= minDensity && g.zone === null,
  };
}

/** Edge of town: houses thin out, room for workshops, depots and petrol stations. */
function outskirts(id: TownId): Placement {
  const t = town(id);
  return {
    sample: disc(t.x, t.y, t.radius * 1.6),
    accept: (g, x, y) =>
      solidGround(g) &&
      g.zone === null &&
      g.urban < 0.5 &&
      g.urban > 0.02 &&
      Math.hypot(x - t.x, y - t.y) > t.radius * 0.6,
  };
}

const docks: Placement = {
  sample: disc(PLACES.portBrumeDocks.x - 150, PLACES.portBrumeDocks.y + 40, 420),
  accept: (g) =>
    solidGround(g) && (g.zone === "docks" || (g.zone === null && g.town === "port-brume")) && g.shore < 260,
};

const businessDistrict: Placement = urban("port-brume", 0.5, { ...PLACES.businessDistrict, r: 420 });

/** Near the sea, on firm ground (or a quay), within r of a spot. */
function coast(x: number, y: number, r: number, maxShore = 90): Placement {
  return {
    sample: disc(x, y, r),
    accept: (g) =>
      g.land &&
      g.road === null &&
      g.shore < maxShore &&
      (g.shore > 6 || g.zone === "pier") &&
      g.riverDistance > g.riverHalfWidth + 12,
  };
}

/** Open country within r of a spot, away from towns, with an extra test. */
function country(x: number, y: number, r: number, test: (g: Terrain) => boolean = () => true): Placement {
  return {
    sample: disc(x, y, r),
    accept: (g) => solidGround(g) && g.zone === null && g.urban < 0.05 && test(g),
  };
}

/** Along a road (but off it), outside towns. */
function roadside(x: number, y: number, r: number): Placement {
  return {
    sample: disc(x, y, r),
    accept: (g) => {
      const d = Math.min(g.highwayDistance, g.secondaryDistance);
      return solidGround(g) && g.zone === null && g.urban < 0.35 && d > 22 && d < 55;
    },
  };
}

function lakeside(r = 1100): Placement {
  return {
    sample: disc(PLACES.lacDeFerlac.x, PLACES.lacDeFerlac.y, r),
    accept: (g) => solidGround(g) && g.zone === null && g.lakeDistance > 18 && g.lakeDistance < 110,
  };
}

/** The ring of ground around a mine or quarry pit (offices, sheds, loading areas). */
function pitEdge(centre: Spot, pitRadius: number): Placement {
  return {
    sample: disc(centre.x, centre.y, pitRadius + 160),
    accept: (g, x, y) => solidGround(g) && Math.hypot(x - centre.x, y - centre.y) > pitRadius + 15,
  };
}

function mountain(x: number, y: number, r: number, minElevation: number): Placement {
  return country(x, y, r, (g) => g.elevation >= minElevation);
}

/** On an airport, between the apron and the fence (terminals, hangars, offices). */
function airside(which: 0 | 1, spread = 1): Placement {
  const a = AIRPORTS[which]!;
  const ca = Math.cos(a.angle);
  const sa = Math.sin(a.angle);
  return {
    sample: () => {
      const u = a.apron.u0 - 120 * spread + random() * (a.apron.u1 - a.apron.u0 + 240 * spread);
      const v = a.apron.v0 + random() * (a.halfWidth - 20 - a.apron.v0);
      return { x: a.x + u * ca - v * sa, y: a.y + u * sa + v * ca };
    },
    accept: (g) => g.land && g.road === null,
  };
}

let farmsteads: Farmstead[] | null = null;

/** In the yard of a farmstead near a spot (farms are where the model drew farm buildings). */
function farm(x: number, y: number, r: number): Placement {
  return {
    sample: () => {
      farmsteads ??= listFarmsteads();
      const near = farmsteads.filter((f) => Math.hypot(f.x - x, f.y - y) < r);
      const list = near.length > 0 ? near : farmsteads;
      const f = list[Math.floor(random() * list.length)]!;
      const a = random() * Math.PI * 2;
      return { x: f.x + Math.cos(a) * 30, y: f.y + Math.sin(a) * 30 };
    },
    accept: (g) => solidGround(g),
  };
}

/** Finds a spot for a new point, keeping markers apart; relaxes the spacing if an area is full. */
function place(where: Placement, spacing: number, label: string): string {
  let minGap = spacing;
  for (let round = 0; round < 8; round++) {
    for (let attempt = 0; attempt < 1500; attempt++) {
      const { x, y } = where.sample();
      if (placed.some((p) => (p.x - x) ** 2 + (p.y - y) ** 2 < minGap * minGap)) continue;
      const t = terrainAt(x, y);
      if (!where.accept(t, x, y)) continue;
      placed.push({ x, y });
      return `${x.toFixed(2)},${y.toFixed(2)},${t.elevation.toFixed(2)}`;
    }
    minGap *= 0.75;
  }
  throw new Error(`No room found for "${label}"`);
}

// ---------------------------------------------------------------------------------------------
// Enterprises

const ENTERPRISES: readonly (readonly [Placement, readonly string[]])[] = [
  [
    businessDistrict,
    [
      "Banque Populaire des Brumes – Siège",
      "Banque Populaire des Brumes – Agence Port-Brume Centre",
      "Crédit Insulaire – Direction régionale",
      "Crédit Insulaire – Agence du Port",
      "Caisse d'Épargne des Brumes – Port-Brume Centre",
      "Banque Maritime de l'Île",
      "Brumes Assurances",
      "Mutuelle des Insulaires",
      "Cabinet d'avocats Delacroix & Associés",
      "Cabinet Ferrand Avocats",
      "Étude notariale Maître Guillot",
      "Cabinet comptable Rousseau",
      "Agence immobilière Horizon Brumes",
      "Immobilière du Littoral",
      "Tour Azur – Centre d'affaires",
      "Brumes Télécom",
      "Insula Énergie – Siège",
      "Brumes Média",
      "Radio Brumes FM",
      "Le Courrier des Brumes",
      "Agence de sécurité Rempart",
      "Cabinet de recrutement Talents des Brumes",
      "Agence de communication Phare & Cie",
      "Chambre de commerce des Brumes",
      "Société des Eaux de l'Île",
      "Studio d'architecture Lemaire",
      "Grand Hôtel des Brumes",
      "Restaurant gastronomique Le Belvédère",
      "Bijouterie Vendôme des Brumes",
      "Casino de Port-Brume",
    ],
  ],
  [
    urban("port-brume", 0.45),
    [
      "Clinique Sainte-Hélène",
      "Clinique du Port",
      "Cabinet médical du Centre",
      "Centre dentaire de la Marine",
      "Laboratoire d'analyses Brumes Bio",
      "Pharmacie du Port",
      "Pharmacie Centrale",
      "Opticien Vision Plus",
      "Brasserie Le Phare",
      "Le Comptoir du Port",
      "Bistrot des Quais",
      "Restaurant L'Ancre d'Or",
      "La Table du Capitaine",
      "Pizzeria Da Marco",
      "Sushi Brumes",
      "Café de la Marine",
      "Bar Le Mistral",
      "Pub L'Écume",
      "Le Cargo – Bar de nuit",
      "Club Le Loft",
      "Discothèque L'Embarcadère",
      "Crêperie Ty Brume",
      "Le Wok Doré",
      "Taverne du Vieux Port",
      "Salon de thé Madeleine",
      "Boulangerie Martin",
      "Boulangerie-Pâtisserie Fournier",
      "Glacier Givré",
      "Supermarché Marché Plus – Port-Brume",
      "Épicerie de nuit du Port",
      "Boucherie Lambert",
      "Cave à vins Le Cellier",
      "Tabac-Presse du Port",
      "Fleuriste Au Jardin d'Iris",
      "Boutique Mode Élégance",
      "Librairie La Plume",
      "Magasin de sport Brumes Sport",
      "Quincaillerie Perrin",
      "Téléphonie Brumes Mobile",
      "Armurerie du Port",
      "Tatouage L'Encre Noire",
      "Salon de coiffure Chez Nadia",
      "Barbier Le Rasoir d'Or",
      "Salle de sport Iron Brumes",
      "Hôtel du Port",
      "Hôtel Les Embruns",
      "Cinéma Le Rex",
      "Théâtre de la Criée",
      "Bowling Strike",
      "Garage Lemoine",
      "Garage du Port",
      "Carrosserie Dumas",
      "Auto-école Conduite Brumes",
      "Taxi Brumes",
      "Agence de voyages Cap Évasion",
      "Pompes funèbres Lacombe",
      "Magasin de musique La Clé de Sol",
      "Bar à cocktails Le Corail",
    ],
  ],
  [
    urban("port-brume", 0.05),
    [
      "Dépannage Brumes Assistance",
      "Brumes Bus – Dépôt",
      "Transports Morel",
      "Brumes Logistique",
      "Station-service Insula – Port-Brume Nord",
      "Station-service Insula – Boulevard de l'Est",
      "Plomberie Rivière",
      "Électricité Bernard",
      "BTP Girard & Fils",
      "Menuiserie Aluminium Costa",
      "Centre de contrôle technique des Brumes",
      "Pièces auto Brumes Pièces",
      "Jardinerie Les Serres du Port",
      "Motel Le Phare Ouest",
    ],
  ],
  [
    docks,
    [
      "Compagnie Maritime des Brumes",
      "Terminal à conteneurs de Port-Brume",
      "Manutention Portuaire Insulaire",
      "Criée de Port-Brume",
      "Chantier naval Kervella",
      "Ship-chandler Le Nautile",
      "Remorquage Brumes",
      "Entrepôts Frigorifiques du Port",
      "Ferry Brumes Lignes",
      "Pêcheries Le Gall",
      "Fret Express Insulaire",
      "Avitaillement Marine Service",
    ],
  ],
  [
    outskirts("port-brume"),
    [
      "Centrale à béton Béton des Îles",
      "Brasserie artisanale La Brumeuse",
      "Imprimerie Duval",
      "Recyclage Brumes Environnement",
      "Entrepôt Brumes Distribution",
      "Usine d'embouteillage Source des Brumes",
      "Casse automobile Chez Léon",
      "Chantier de démolition Brumes Démolition",
      "Torréfaction Café des Îles",
      "Boulangerie industrielle Pain d'Or",
    ],
  ],
  [
    urban("saint-aurele", 0.35),
    [
      "Banque Populaire des Brumes – Agence Saint-Aurèle",
      "Crédit Insulaire – Agence Saint-Aurèle",
      "Caisse d'Épargne des Brumes – Saint-Aurèle",
      "Clinique Saint-Aurèle",
      "Cabinet vétérinaire des Vières",
      "Pharmacie de la Vière",
      "Pharmacie du Marché",
      "Boulangerie du Pont",
      "Boucherie-Charcuterie Roussel",
      "Café du Pont",
      "Brasserie de la Vière",
      "Restaurant Le Moulin",
      "Auberge du Vieux Pont",
      "Pizzeria Bella Vista",
      "Bar Les Copains",
      "Bar-Tabac Le Balto",
      "Supermarché Marché Plus – Saint-Aurèle",
      "Épicerie fine Les Délices d'Aurèle",
      "Garage Mercier",
      "Garage de la Vière",
      "Quincaillerie Saint-Aurèle",
      "Librairie-Papeterie du Marché",
      "Coiffure Anaïs",
      "Fleuriste Les Quatre Saisons",
      "Hôtel de la Vière",
      "Notaire Maître Chevalier",
      "Cabinet d'avocats Benoît",
      "Agence immobilière Saint-Aurèle",
      "Salle de sport Vière Fitness",
      "Laverie Saint-Aurèle",
      "Auto-école du Pont",
      "Marché couvert de Saint-Aurèle",
      "Cinéma Le Vox",
      "Poterie d'Aurèle",
      "Chocolaterie Bonnard",
      "Cabinet dentaire Saint-Aurèle",
    ],
  ],
  [
    outskirts("saint-aurele"),
    [
      "Minoterie de la Vière",
      "Coopérative agricole de Saint-Aurèle",
      "Station-service Insula – Saint-Aurèle",
      "Menuiserie Blanc",
      "Électricien Fabre",
      "Distillerie Saint-Aurèle",
      "Chambres d'hôtes Le Clos Fleuri",
      "Pépinière Vert Vallon",
      "Transports Vière Fret",
      "Matériaux de construction Aurèle Bâti",
    ],
  ],
  [
    country(PLACES.saintAurele.x, PLACES.saintAurele.y, 1500, (g) => g.riverDistance < 220),
    ["Camping Les Berges de la Vière", "Canoë-Kayak de la Vière", "Moulin à huile de la Vière"],
  ],
  [
    country(PLACES.saintAurele.x + 600, PLACES.saintAurele.y - 700, 1400),
    [
      "Cidrerie des Vergers",
      "Centre équestre des Vières",
      "Élevage canin du Bois Joli",
      "Ferme-auberge Les Tilleuls",
    ],
  ],
  [
    urban("valcendre", 0.3),
    [
      "Chalet-Restaurant L'Edelweiss",
      "Hôtel Le Grand Chalet",
      "Location de skis Glisse Alpine",
      "École de ski de Valcendre",
      "Bar Le Chamois",
      "Fromagerie d'alpage de Valcendre",
      "Boulangerie des Cimes",
      "Épicerie du Col",
      "Pharmacie de Valcendre",
      "Cabinet médical des Cimes",
      "Banque Populaire des Brumes – Agence Valcendre",
      "Guide de montagne Altitude",
      "Chalets de location Les Sapins",
      "Forge Martel",
      "Crédit Insulaire – Agence Valcendre",
    ],
  ],
  [
    outskirts("valcendre"),
    [
      "Garage de la Montagne",
      "Station-service Insula – Valcendre",
      "Scierie de Valcendre",
      "Charpentes Dufour",
      "Eaux minérales de la Cendre",
      "Coopérative laitière des Alpages",
    ],
  ],
  [
    pitEdge(PLACES.mine, 230),
    [
      "Mine de Valcendre – Compagnie Minière des Brumes",
      "Mine de Valcendre – Puits Nord",
      "Mine de Valcendre – Laverie de minerai",
      "Explosifs et forages Roche Sûre",
    ],
  ],
  [pitEdge(PLACES.quarry, 160), ["Carrière de granit de la Crête", "Concassage Granulats des Cimes"]],
  [mountain(-300, 6300, 800, 380), ["Mine de charbon des Cendres", "Galerie Saint-Éloi"]],
  [
    mountain(PLACES.skiLodge.x, PLACES.skiLodge.y, 700, 330),
    [
      "Station de ski de Valcendre",
      "Refuge du Mont Cendre",
      "Remontées mécaniques des Cimes",
      "Restaurant d'altitude Le Sommet",
    ],
  ],
  [
    country(500, 4900, 2200, (g) => g.forest > 0.4 && g.elevation > 150),
    [
      "Exploitation forestière Bois des Cendres",
      "Scierie des Forêts",
      "Entreprise forestière Bois de l'Ouest",
      "Bûcheronnage Lenoir",
    ],
  ],
  [airside(1), ["Aéroclub de Valcendre", "Hélicoptères des Cimes – Maintenance"]],
  [
    urban("les-salines", 0.3),
    [
      "Restaurant Le Bout du Quai",
      "Bar de la Marine des Salines",
      "Café des Salines",
      "Hôtel Les Mouettes",
      "Boulangerie Au Pain Salé",
      "Épicerie des Salines",
      "Pharmacie des Salines",
      "Clinique des Salines",
      "Banque Populaire des Brumes – Agence Les Salines",
      "Garage Le Floch",
      "Boutique Fleur de Sel",
      "Musée du Sel",
      "Glacier de la Plage",
      "Crêperie La Bigoudène",
      "Poissonnerie L'Écaille",
    ],
  ],
  [
    coast(PLACES.lesSalines.x, PLACES.lesSalines.y, 700, 140),
    [
      "Coopérative des pêcheurs des Salines",
      "Criée des Salines",
      "Conserverie Les Salines",
      "Ostréiculture Le Bris",
      "Location de kayaks Marée Haute",
      "Club de plongée Les Abysses",
      "École de voile des Salines",
      "Chantier naval des Salines",
      "Surf shop Vague Est",
      "Bar à huîtres Le Banc",
      "Camping de la Plage des Salines",
      "Insula Énergie – Base de maintenance du parc éolien",
    ],
  ],
  [
    {
      sample: disc(PLACES.saltPans.x, PLACES.saltPans.y, 500),
      accept: (g) => solidGround(g) && g.zone === null && g.urban < 0.05,
    },
    ["Compagnie des Salins des Brumes", "Saline Saint-Jean", "Récolte de sel Le Paludier"],
  ],
  [
    outskirts("les-salines"),
    ["Station-service Insula – Les Salines", "Mareyage Océan Frais", "Fumoir à poissons du Levant"],
  ],
  [
    farm(PLACES.lacDeFerlac.x, PLACES.lacDeFerlac.y, 2000),
    [
      "Ferme du Lac de Ferlac",
      "Ferme des Trois Chênes",
      "Ferme Moreau",
      "Ferme de la Plaine",
      "Élevage bovin Durand",
      "Vergers de Ferlac",
      "Domaine viticole Clos des Brumes",
      "Maraîchage Les Jardins du Lac",
      "Ferme avicole Poulets de la Plaine",
      "Porcherie Gautier",
      "Apiculture Le Rucher du Lac",
      "Chèvrerie des Prés",
      "Ferme bio La Rosée",
      "Ferme Lefèvre",
      "Ferme Garnier",
      "Ferme Robin",
      "Ferme Faure",
      "Ferme Bonnet",
      "Ferme du Moulin",
      "Ferme des Peupliers",
      "Ferme du Grand Pré",
      "Ferme de la Source",
      "Exploitation céréalière Giraud",
      "Champignonnière de Ferlac",
      "Haras de Ferlac",
      "Bergerie du Lac",
    ],
  ],
  [
    farm(-1500, 600, 1800),
    [
      "Ferme Aubry",
      "Ferme des Vières",
      "Ferme du Pont-Neuf",
      "Élevage ovin Marchal",
      "Ferme du Bois Joli",
      "Ferme Caron",
    ],
  ],
  [
    farm(400, -1100, 1500),
    ["Ferme des Collines", "Domaine viticole des Collines", "Ferme Brunet", "Ferme de la Brumette"],
  ],
  [
    urban("ferlac", 0.3),
    [
      "Laiterie de Ferlac",
      "Fromagerie Le Bon Lait",
      "Moulin de Ferlac",
      "Coopérative agricole de Ferlac",
      "Café de Ferlac",
      "Épicerie de Ferlac",
      "Boulangerie de Ferlac",
      "Vétérinaire rural de Ferlac",
      "Banque Populaire des Brumes – Agence Ferlac",
      "Auberge du Lac",
    ],
  ],
  [
    outskirts("ferlac"),
    [
      "Silo de la coopérative de Ferlac",
      "Garage agricole Tracto Service",
      "Machines agricoles Perrot",
      "Station-service Insula – Ferlac",
      "Pépinière de Ferlac",
    ],
  ],
  [
    lakeside(),
    [
      "Restaurant La Guinguette du Lac",
      "Pêche et loisirs du Lac",
      "Base nautique du Lac de Ferlac",
      "Camping du Lac de Ferlac",
    ],
  ],
  [
    airside(0, 1.5),
    [
      "Air Brumes – Compagnie aérienne",
      "Insula Airlines",
      "Fret aérien des Brumes",
      "Boutique hors taxes de l'aéroport",
      "Restaurant Le Décollage",
      "Location de voitures Brumes Location",
      "Hangar de maintenance Aéro Tech",
      "Hôtel de l'Aéroport",
    ],
  ],
  [
    roadside(-1000, -2850, 700),
    ["Station-service Insula – Autoroute de l'Aéroport", "Relais routier du Carrefour"],
  ],
  [roadside(1700, -1000, 900), ["Station-service Insula – Route nationale de Ferlac", "Motel Le Routier"]],
  [
    roadside(-1100, 3700, 1200),
    ["Garage de la Route des Crêtes", "Restaurant Le Relais des Crêtes", "Ferme-auberge du Col"],
  ],
  [roadside(-2800, 4000, 1200), ["Gîte forestier des Sapinières", "Centre de vacances Les Pins"]],
  [roadside(3900, 2200, 1200), ["Auberge du Littoral Est", "Garage du Cap des Salines"]],
  [roadside(2600, -3100, 800), ["Hôtel de la Corniche", "Restaurant Le Belvédère de l'Est"]],
  [
    country(-900, -400, 1300),
    ["Haras des Collines", "Centre équestre des Collines", "Golf des Collines de la Brume"],
  ],
  [country(-3000, -2600, 900), ["Carrière du Couchant", "Élevage de chevaux du Couchant"]],
  [coast(-4300, 2000, 700, 200), ["Camping du Cap de l'Ouest", "Chambres d'hôtes Le Cap"]],
  [coast(-2650, -4350, 600, 200), ["Phare de la Pointe du Sud – Gîte", "Club nautique de la Pointe"]],
  [coast(300, 7300, 900, 250), ["Phare du Cap Nord – Visites"]],
  [coast(-2800, 600, 700, 200), ["Pêcherie de l'Estuaire", "Chantier naval de la Vière"]],
];

// ---------------------------------------------------------------------------------------------
// Dealers

const DEALERS: readonly (readonly [Placement, PoiIcon, string])[] = [
  [businessDistrict, "car", "Concessionnaire Prestige Automobiles"],
  [urban("port-brume", 0.3), "car", "Brumes Motors"],
  [docks, "car", "Auto Premium des Quais"],
  [urban("port-brume", 0.3), "car", "Garage Occasions du Port"],
  [outskirts("port-brume"), "car", "Utilitaires Pro Brumes"],
  [urban("port-brume", 0.3), "car", "Sport & Luxe Autos"],
  [urban("saint-aurele", 0.25), "car", "Insula Automobiles – Saint-Aurèle"],
  [outskirts("valcendre"), "car", "Concession Tout-Terrain des Cimes"],
  [outskirts("ferlac"), "car", "Véhicules agricoles de Ferlac"],
  [urban("port-brume", 0.3), "moto", "Moto Passion Port-Brume"],
  [outskirts("port-brume"), "moto", "Custom Bikers Garage"],
  [urban("saint-aurele", 0.25), "moto", "Deux-Roues Aurèle"],
  [urban("les-salines", 0.25), "moto", "Scooters du Littoral"],
  [urban("port-brume", 0.3), "velo", "Cycles Lebrun"],
  [urban("saint-aurele", 0.25), "velo", "Vélo Évasion Saint-Aurèle"],
  [urban("valcendre", 0.2), "velo", "VTT des Cimes"],
  [urban("ferlac", 0.2), "velo", "Bicyclettes du Lac"],
  [coast(PLACES.portBrumeHarbour.x - 280, PLACES.portBrumeHarbour.y, 220, 60), "boat", "Nautisme Port-Brume"],
  [
    coast(PLACES.lesSalines.x + 350, PLACES.lesSalines.y, 300, 60),
    "boat",
    "Chantier Naval des Salines – Ventes",
  ],
  [coast(-2900, 450, 500, 60), "boat", "Marina de la Vière"],
  [coast(-300, -3850, 500, 60), "boat", "Jet-ski & Bateaux de la Plage"],
  [airside(0), "plane", "Aviation Privée des Brumes"],
  [airside(0), "plane", "Hélicoptères Insula"],
  [airside(1), "plane", "Aéro-Club de Valcendre – Ventes"],
];

// ---------------------------------------------------------------------------------------------
// Parkings

const LAKE_CENDRE = LAKES.find((l) => l.name === "Lac de la Cendre")!;

const PARKINGS: readonly (readonly [Placement, readonly string[]])[] = [
  [
    urban("port-brume", 0.3),
    [
      "Parking du Port",
      "Parking de la Criée",
      "Parking de l'Hôtel de Ville",
      "Parking de la Préfecture",
      "Parking du Palais de Justice",
      "Parking de l'Hôpital – Urgences",
      "Parking de l'Hôpital – Visiteurs",
      "Parking du Commissariat central",
      "Parking de la Gare routière",
      "Parking du Marché couvert",
      "Parking des Quais",
      "Parking de la Marina",
      "Parking du Théâtre",
      "Parking du Casino",
      "Parking de la Plage du Centre",
      "Parking de la Tour Azur",
      "Parking du Centre d'affaires",
      "Parking Place de la République",
      "Parking Place des Pêcheurs",
      "Parking Place du Phare",
      "Parking Avenue de la Mer",
      "Parking Boulevard de l'Est",
      "Parking Boulevard du Nord",
      "Parking Rue des Tanneurs",
      "Parking Rue des Armateurs",
      "Parking Rue du Commerce",
      "Parking Rue de la Poste",
      "Parking Rue des Écoles",
      "Parking Rue Saint-Nicolas",
      "Parking Rue des Lilas",
      "Parking Rue du Moulin",
      "Parking Rue de la Corderie",
      "Parking Rue des Remparts",
      "Parking Rue des Orfèvres",
      "Parking Rue de la Marine",
      "Parking Impasse des Mouettes",
      "Parking du Stade municipal",
      "Parking de la Piscine",
      "Parking du Lycée du Port",
      "Parking du Collège des Embruns",
      "Parking de l'Université",
      "Parking du Cinéma Le Rex",
      "Parking du Centre commercial",
      "Parking du Supermarché Marché Plus",
      "Parking de la Médiathèque",
      "Parking du Musée maritime",
      "Parking de la Cathédrale",
      "Parking de l'Église Saint-Pierre",
      "Parking du Cimetière",
      "Parking du Parc des Expositions",
      "Parking du Jardin public",
      "Parking du Terminal ferry",
      "Parking des Docks",
      "Parking de la Capitainerie",
      "Parking du Vieux Port",
      "Parking souterrain de la Mairie",
      "Parking souterrain du Centre",
      "Parking du Palais des Sports",
      "Parking de la Caserne des pompiers",
      "Parking de la Résidence Les Pins",
      "Parking des Halles",
      "Parking du Centre de santé",
      "Parking du Conservatoire",
    ],
  ],
  [
    outskirts("port-brume"),
    [
      "Parking relais Nord",
      "Parking relais Ouest",
      "Parking de la Zone artisanale",
      "Parking Quai Ouest",
      "Parking Quai Est",
    ],
  ],
  [
    urban("saint-aurele", 0.2),
    [
      "Parking de la Mairie de Saint-Aurèle",
      "Parking du Pont",
      "Parking de la Vière",
      "Parking du Marché de Saint-Aurèle",
      "Parking de l'Église Saint-Aurèle",
      "Parking de la Gare routière de Saint-Aurèle",
      "Parking de la Clinique Saint-Aurèle",
      "Parking du Stade de Saint-Aurèle",
      "Parking de l'École du Pont",
      "Parking des Berges",
      "Parking du Moulin",
      "Parking Place du Lavoir",
      "Parking Rue des Tisserands",
      "Parking Rue du Château",
      "Parking Avenue des Tilleuls",
      "Parking du Cinéma Le Vox",
      "Parking de la Coopérative de Saint-Aurèle",
      "Parking du Supermarché de Saint-Aurèle",
      "Parking de la Poste de Saint-Aurèle",
      "Parking du Gymnase de Saint-Aurèle",
      "Parking de la Minoterie",
      "Parking du Cimetière de Saint-Aurèle",
      "Parking Place de l'Abbaye",
      "Parking du Camping des Berges",
    ],
  ],
  [
    urban("valcendre", 0.15),
    [
      "Parking de la Mairie de Valcendre",
      "Parking de la Place du Village",
      "Parking du Chalet Edelweiss",
      "Parking de la Scierie",
      "Parking du Col",
    ],
  ],
  [
    mountain(PLACES.skiLodge.x, PLACES.skiLodge.y, 600, 300),
    ["Parking de la Station de ski", "Parking des Télésièges", "Parking du Refuge"],
  ],
  [pitEdge(PLACES.mine, 230), ["Parking de la Mine"]],
  [pitEdge(PLACES.quarry, 160), ["Parking de la Carrière"]],
  [
    {
      sample: disc(LAKE_CENDRE.x, LAKE_CENDRE.y, 400),
      accept: (g) => solidGround(g) && g.lakeDistance > 20 && g.lakeDistance < 140,
    },
    ["Parking du Lac de la Cendre"],
  ],
  [airside(1), ["Parking de l'Aérodrome de Valcendre"]],
  [
    urban("les-salines", 0.15),
    [
      "Parking du Port des Salines",
      "Parking de la Criée des Salines",
      "Parking de la Mairie des Salines",
      "Parking Place du Marché aux poissons",
      "Parking Rue des Sauniers",
      "Parking de la Conserverie",
    ],
  ],
  [
    coast(PLACES.lesSalines.x, PLACES.lesSalines.y - 200, 900, 160),
    [
      "Parking de la Plage des Salines",
      "Parking des Salins",
      "Parking du Phare des Salines",
      "Parking du Camping de la Plage",
      "Parking de l'École de voile",
      "Parking du Belvédère de l'Éolien",
    ],
  ],
  [
    urban("ferlac", 0.15),
    [
      "Parking de la Mairie de Ferlac",
      "Parking de la Coopérative de Ferlac",
      "Parking de l'Église de Ferlac",
      "Parking de la Laiterie",
      "Parking du Marché fermier",
    ],
  ],
  [lakeside(), ["Parking du Lac de Ferlac", "Parking de la Base nautique", "Parking de la Guinguette"]],
  [outskirts("ferlac"), ["Parking du Silo", "Parking du Haras"]],
  [
    airside(0, 2),
    [
      "Parking P1 – Aéroport (courte durée)",
      "Parking P2 – Aéroport (longue durée)",
      "Parking P3 – Aéroport (navettes)",
      "Parking du Terminal Fret",
      "Parking Location de voitures – Aéroport",
      "Parking du Personnel – Aéroport",
      "Parking des Taxis – Aéroport",
      "Parking de l'Aviation d'affaires",
    ],
  ],
  [roadside(0, -900, 1200), ["Aire de repos des Collines", "Aire de pique-nique de la Brumette"]],
  [roadside(1850, 600, 800), ["Aire de repos de la Plaine"]],
  [roadside(-700, -2800, 700), ["Aire de service de l'Autoroute Sud"]],
  [roadside(-900, 4100, 900), ["Aire de repos du Belvédère des Crêtes", "Parking du Sentier des Crêtes"]],
  [roadside(3500, -2300, 900), ["Aire de repos de la Corniche"]],
  [roadside(-3300, -900, 900), ["Aire de repos de la Côte Ouest"]],
  [roadside(-2600, 4000, 1000), ["Aire de repos des Forêts"]],
  [roadside(-1200, 700, 700), ["Aire de covoiturage de l'Échangeur Nord"]],
  [roadside(3000, 2900, 700), ["Aire de repos du Tour du Lac"]],
  [roadside(3800, 2800, 900), ["Aire de repos du Littoral Est"]],
  [coast(-2600, -4300, 600, 220), ["Aire de stationnement de la Pointe du Sud"]],
  [coast(200, 7250, 900, 260), ["Parking du Belvédère du Cap Nord"]],
  [coast(-3400, -3500, 700, 200), ["Parking de la Plage du Couchant"]],
  [coast(3800, -2850, 600, 200), ["Parking de la Plage de l'Est"]],
];

// ---------------------------------------------------------------------------------------------
// Illegal spots (names are masked on the site; the comments say what each one is for the staff)

const ILLEGAL: readonly Placement[] = [
  country(-2700, 3400, 900, (g) => g.forest > 0.6), // clearing in the western forest
  country(-2200, 5100, 900, (g) => g.forest > 0.5), // forest cabin on the north-west headland
  country(-600, 2500, 900, (g) => g.forest > 0.6), // woods above Saint-Aurèle
  mountain(-1000, 6300, 600, 350), // old gallery of the mine
  mountain(1900, 6400, 700, 300), // shepherd's hut above the quarry
  docks, // warehouse at the docks
  docks, // container yard
  outskirts("port-brume"), // garage behind the industrial estate
  urban("port-brume", 0.5), // back room in the old town
  coast(-1300, 6800, 800, 120), // cove on the north coast
  coast(2300, 7000, 700, 120), // rocky inlet under Cap Nord
  {
    sample: disc(PLACES.saltPans.x, PLACES.saltPans.y - 300, 500),
    accept: (g) => solidGround(g) && g.zone === null && g.urban < 0.05,
  }, // marsh shack
  farm(PLACES.lacDeFerlac.x, PLACES.lacDeFerlac.y, 2500), // barn in the plain
  farm(-1500, 600, 2000), // barn near the Vière
  country(-2400, -2900, 600), // hangar past the airport fence
  coast(-4800, 3300, 300, 250), // Île aux Mouettes
  coast(-2650, -4450, 500, 150), // Pointe du Sud
  country(2900, -2100, 700, (g) => g.elevation > 90), // hills of the south-east
  country(3400, 3900, 700), // abandoned farm on the east coast
  country(-300, 300, 900, (g) => g.forest > 0.3), // woods of the central hills
];

// ---------------------------------------------------------------------------------------------
// Output

interface CategoryFile {
  category: MapCategoryId;
  file: string;
  exportName: string;
  doc: string;
  points: Poi[];
}

/** Writes each point to content/map/points/<category>/<id>.json, unless the category's folder exists. */
async function writeCategory(c: CategoryFile): Promise<void> {
  const folder = fileURLToPath(new URL(`../../content/map/points/${c.category}/`, import.meta.url));
  if (existsSync(folder)) {
    console.log(
      `content/map/points/${c.category}: kept (staff edit it; delete it first to generate it anew)`,
    );
    return;
  }
  await mkdir(folder, { recursive: true });
  for (const point of c.points)
    await writeFile(`${folder}${point.id}.json`, `${JSON.stringify(point, null, 2)}\n`);
  console.log(`content/map/points/${c.category}: ${c.points.length} points`);
}

function build(): CategoryFile[] {
  let id = 1001;
  const enterprise: Poi[] = ENTERPRISES.flatMap(([where, names]) =>
    names.map((name) => ({ id: id++, name, position: place(where, 60, name), icon: "business" as const })),
  );
  id = 2001;
  const dealer: Poi[] = DEALERS.map(([where, icon, name]) => ({
    id: id++,
    name,
    position: place(where, 60, name),
    icon,
  }));
  id = 3001;
  const parking: Poi[] = PARKINGS.flatMap(([where, names]) =>
    names.map((name) => ({ id: id++, name, position: place(where, 60, name), icon: "parking" as const })),
  );
  id = 4001;
  const illegal: Poi[] = ILLEGAL.map((where, i) => ({
    id: id++,
    name: MASKED_NAME,
    position: place(where, 60, `illegal #${i + 1}`),
    icon: "illegal" as const,
  }));
  return [
    {
      category: "enterprise",
      file: "enterprise.ts",
      exportName: "enterprisePoints",
      doc: 'Businesses of l\'île des Brumes shown on the /board map (icon "business").',
      points: enterprise,
    },
    {
      category: "dealer",
      file: "dealer.ts",
      exportName: "dealerPoints",
      doc: "Vehicle dealers: cars, motorbikes, bicycles, boats (on the coast) and aircraft (at the airports).",
      points: dealer,
    },
    {
      category: "parking",
      file: "parking.ts",
      exportName: "parkingPoints",
      doc: "Car parks and lay-bys.",
      points: parking,
    },
    {
      category: "illegal",
      file: "illegal.ts",
      exportName: "illegalPoints",
      doc: `Illegal spots: always named "${MASKED_NAME}" on the site, they are found in game.`,
      points: illegal,
    },
  ];
}

for (const c of build()) await writeCategory(c);
