import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("board", "routes/board.tsx"),
  route("play", "routes/play.tsx"),
  route("credits", "routes/credits.tsx"),
  route("cgu", "routes/cgu.tsx"),
  route("community", "routes/community.tsx"),
  route("release", "routes/release.tsx"),
  route("business", "routes/business.tsx"),
  route("notice", "routes/notice/home.tsx"),
  route("notice/changes", "routes/notice/changes.tsx"),
  route("notice/:type", "routes/notice/type.tsx"),
  route("notice/:type/:category", "routes/notice/category.tsx"),
  route("notice/:type/:category/:article", "routes/notice/article.tsx"),
  route("notice/*", "routes/notice/fallback.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
