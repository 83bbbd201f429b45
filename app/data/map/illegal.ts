// Illegal spots: always named "???" on the site, they are found in game.
// Edit freely: positions are game coordinates "x,y,z"; ./index.ts validates this list when it is imported.
import type { Poi } from "./poi-types";

export const illegalPoints: Poi[] = [
  { id: 4001, name: "???", position: "-2533.29,2996.61,162.87", icon: "illegal" },
  { id: 4002, name: "???", position: "-2089.37,4673.77,166.70", icon: "illegal" },
  { id: 4003, name: "???", position: "-1456.85,2254.50,141.66", icon: "illegal" },
  { id: 4004, name: "???", position: "-1335.27,6668.24,409.23", icon: "illegal" },
  { id: 4005, name: "???", position: "2481.46,6750.49,546.06", icon: "illegal" },
  { id: 4006, name: "???", position: "1290.51,-3343.50,1.25", icon: "illegal" },
  { id: 4007, name: "???", position: "1430.62,-3384.86,25.14", icon: "illegal" },
  { id: 4008, name: "???", position: "693.27,-1898.89,38.61", icon: "illegal" },
  { id: 4009, name: "???", position: "656.87,-2907.49,15.87", icon: "illegal" },
  { id: 4010, name: "???", position: "-826.42,6886.20,68.63", icon: "illegal" },
  { id: 4011, name: "???", position: "1890.44,6877.30,516.55", icon: "illegal" },
  { id: 4012, name: "???", position: "4213.67,-1147.45,1.86", icon: "illegal" },
  { id: 4013, name: "???", position: "2038.18,1174.56,73.93", icon: "illegal" },
  { id: 4014, name: "???", position: "-2556.71,-1069.01,97.12", icon: "illegal" },
  { id: 4015, name: "???", position: "-1995.90,-2680.79,63.29", icon: "illegal" },
  { id: 4016, name: "???", position: "-4900.53,3415.58,5.73", icon: "illegal" },
  { id: 4017, name: "???", position: "-2524.37,-4339.38,5.02", icon: "illegal" },
  { id: 4018, name: "???", position: "2787.80,-1716.03,90.30", icon: "illegal" },
  { id: 4019, name: "???", position: "2948.79,4291.05,110.74", icon: "illegal" },
  { id: 4020, name: "???", position: "-817.12,-142.01,128.97", icon: "illegal" },
];
