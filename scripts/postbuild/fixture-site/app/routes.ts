import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "home.fr" }),
  route("ar", "routes/home.tsx", { id: "home.ar" }),
  route("notice/game/fixture/article", "routes/article.tsx"),
] satisfies RouteConfig;
