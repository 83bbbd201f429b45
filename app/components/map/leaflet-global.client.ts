import L from "leaflet";

// leaflet.markercluster is a UMD script that extends the global `L`: Leaflet is exposed before
// the plugin is imported (IslandMap.client.tsx imports this module first).
(window as unknown as { L: typeof L }).L = L;

export default L;
