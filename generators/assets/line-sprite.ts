import { writeFile } from "node:fs/promises";
import {
  ArrowLeft,
  ArrowRight,
  AudioLines,
  BookOpen,
  Briefcase,
  Check,
  ChevronRight,
  Clock,
  CodeXml,
  Copy,
  Crosshair,
  Download,
  ExternalLink,
  Gamepad2,
  Globe,
  Handshake,
  Heart,
  House,
  Link,
  ListChecks,
  Mail,
  Map,
  MapPinPlus,
  MapPinned,
  Maximize,
  Menu,
  Minimize,
  Mic,
  Paintbrush,
  Pause,
  Play,
  Quote,
  Rss,
  ScrollText,
  Search,
  Server,
  ShieldCheck,
  ShoppingCart,
  Star,
  Trash2,
  UserPlus,
  Users,
  Video,
  X,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LINE_ICONS, type LineIconName } from "../../app/components/Icon";

/** The Lucide drawing of each line icon the interface names (app/components/Icon.tsx). */
const DRAWINGS: Record<LineIconName, LucideIcon> = {
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  audio: AudioLines,
  book: BookOpen,
  briefcase: Briefcase,
  cart: ShoppingCart,
  check: Check,
  "chevron-right": ChevronRight,
  clock: Clock,
  close: X,
  code: CodeXml,
  copy: Copy,
  crosshair: Crosshair,
  download: Download,
  external: ExternalLink,
  gamepad: Gamepad2,
  globe: Globe,
  handshake: Handshake,
  heart: Heart,
  home: House,
  link: Link,
  "list-checks": ListChecks,
  mail: Mail,
  map: Map,
  "map-pin-plus": MapPinPlus,
  "map-pinned": MapPinned,
  maximize: Maximize,
  menu: Menu,
  minimize: Minimize,
  mic: Mic,
  paintbrush: Paintbrush,
  pause: Pause,
  play: Play,
  quote: Quote,
  rss: Rss,
  scroll: ScrollText,
  search: Search,
  server: Server,
  shield: ShieldCheck,
  star: Star,
  trash: Trash2,
  "user-plus": UserPlus,
  users: Users,
  video: Video,
};

export const LINE_SPRITE_FILE = "public/img/icons/lines.svg";

/**
 * public/img/icons/lines.svg: the line icons as symbols that pages reference with <use>, so their
 * drawings are neither in every page nor in the JS. The stroke (colour, width, caps) is set by the
 * Icon component on the <svg> that uses a symbol.
 */
export function lineSprite(): string {
  const symbols = LINE_ICONS.map((name) => {
    const markup = renderToStaticMarkup(createElement(DRAWINGS[name]));
    const drawing = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
    if (!drawing) throw new Error(`line-sprite: unexpected markup for "${name}": ${markup}`);
    return `<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>\n`;
}

// Run: ./node_modules/.bin/tsx generators/assets/line-sprite.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(LINE_SPRITE_FILE, lineSprite());
  console.log(`${LINE_SPRITE_FILE}: ${LINE_ICONS.length} symbols`);
}
