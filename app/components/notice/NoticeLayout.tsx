import type { ReactNode } from "react";
import { typePath, type NoticeNavTree } from "~/notice/model";
import { TranslationMissingBanner } from "~/components/TranslationMissingBanner";
import type { Crumb } from "~/notice/trail";
import { Breadcrumb } from "./Breadcrumb";
import { HeadingControlLabels, useHeadingControlTips } from "./HeadingControlLabels";
import { NoticeSearch } from "./NoticeSearch";
import { NoticeSidebar } from "./NoticeSidebar";

interface Props {
  tree?: NoticeNavTree;
  currentPath: string;
  crumbs: readonly Crumb[];
  /** Shown beside the content on wide screens ("On this page"). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The rulebook's frame: search, breadcrumb, left menu, content, and the untranslated-page banner
 * over French content (pages marked `FRENCH_PAGE`: the type pages, which list the French
 * categories and articles, and all below them; the home is written from the catalogues: no banner).
 */
export function NoticeLayout({ tree, currentPath, crumbs, aside, children }: Props) {
  const tips = useHeadingControlTips();
  return (
    <div className={tree ? "notice-layout notice-layout--with-sidebar" : "notice-layout"} style={tips}>
      <div className="notice-layout__top">
        <Breadcrumb crumbs={crumbs} />
        {/* Without JavaScript, the search points to the rulebook's table of contents instead. */}
        <NoticeSearch browsePath={typePath(tree?.id ?? "game")} />
      </div>
      {tree ? <NoticeSidebar tree={tree} currentPath={currentPath} /> : null}
      <div className="notice-layout__content">
        <TranslationMissingBanner />
        <HeadingControlLabels />
        {children}
      </div>
      {aside ? <aside className="notice-layout__aside">{aside}</aside> : null}
    </div>
  );
}
