// Vehicle dealers: cars, motorbikes, bicycles, boats (on the coast) and aircraft (at the airports).
// Edit freely: positions are game coordinates "x,y,z"; ./index.ts validates this list when it is imported.
import type { Poi } from "./poi-types";

export const dealerPoints: Poi[] = [
  { id: 2001, name: "Concessionnaire Prestige Automobiles", position: "706.02,-2722.92,13.14", icon: "car" },
  { id: 2002, name: "Brumes Motors", position: "111.03,-3477.63,27.18", icon: "car" },
  { id: 2003, name: "Auto Premium des Quais", position: "1378.03,-3466.09,6.70", icon: "car" },
  { id: 2004, name: "Garage Occasions du Port", position: "-29.60,-2891.35,25.87", icon: "car" },
  { id: 2005, name: "Utilitaires Pro Brumes", position: "-529.29,-2718.84,23.66", icon: "car" },
  { id: 2006, name: "Sport & Luxe Autos", position: "311.27,-2621.93,24.24", icon: "car" },
  { id: 2007, name: "Insula Automobiles – Saint-Aurèle", position: "-1979.16,1240.45,37.79", icon: "car" },
  { id: 2008, name: "Concession Tout-Terrain des Cimes", position: "355.83,5391.58,305.25", icon: "car" },
  { id: 2009, name: "Véhicules agricoles de Ferlac", position: "1858.21,1306.38,71.74", icon: "car" },
  { id: 2010, name: "Moto Passion Port-Brume", position: "549.45,-2527.86,21.19", icon: "moto" },
  { id: 2011, name: "Custom Bikers Garage", position: "450.53,-3465.38,2.10", icon: "moto" },
  { id: 2012, name: "Deux-Roues Aurèle", position: "-1847.79,1621.29,41.86", icon: "moto" },
  { id: 2013, name: "Scooters du Littoral", position: "3915.91,207.19,14.80", icon: "moto" },
  { id: 2014, name: "Cycles Lebrun", position: "82.86,-3057.05,25.74", icon: "velo" },
  { id: 2015, name: "Vélo Évasion Saint-Aurèle", position: "-2003.02,1507.01,37.32", icon: "velo" },
  { id: 2016, name: "VTT des Cimes", position: "708.79,5238.39,355.27", icon: "velo" },
  { id: 2017, name: "Bicyclettes du Lac", position: "1795.53,1539.21,72.65", icon: "velo" },
  { id: 2018, name: "Nautisme Port-Brume", position: "615.24,-3564.80,3.00", icon: "boat" },
  { id: 2019, name: "Chantier Naval des Salines – Ventes", position: "4206.11,700.60,1.91", icon: "boat" },
  { id: 2020, name: "Marina de la Vière", position: "-3004.01,633.05,9.36", icon: "boat" },
  { id: 2021, name: "Jet-ski & Bateaux de la Plage", position: "-494.07,-3874.25,2.05", icon: "boat" },
  { id: 2022, name: "Aviation Privée des Brumes", position: "-1813.98,-2996.50,12.00", icon: "plane" },
  { id: 2023, name: "Hélicoptères Insula", position: "-2005.26,-3174.09,12.00", icon: "plane" },
  { id: 2024, name: "Aéro-Club de Valcendre – Ventes", position: "2130.68,4591.77,232.00", icon: "plane" },
];
