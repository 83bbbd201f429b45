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
  Download,
  ExternalLink,
  Gamepad2,
  Globe,
  Handshake,
  Heart,
  House,
  Link as LinkIcon,
  ListChecks,
  Mail,
  Map as MapIcon,
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
  UserPlus,
  Users,
  Video,
  X,
  type LucideIcon,
} from "lucide-react";

// One line-icon set (Lucide) for the interface; brand marks (Simple Icons) for the networks only.
const LINE_ICONS = {
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
  download: Download,
  external: ExternalLink,
  gamepad: Gamepad2,
  globe: Globe,
  handshake: Handshake,
  heart: Heart,
  home: House,
  link: LinkIcon,
  "list-checks": ListChecks,
  mail: Mail,
  map: MapIcon,
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
  "user-plus": UserPlus,
  users: Users,
  video: Video,
} satisfies Record<string, LucideIcon>;

/** Symbols of public/img/icons/brands.svg (made by scripts/assets/brand-sprite.ts). */
const BRAND_ICONS = { discord: true, twitch: true, x: true, youtube: true };
const BRAND_SPRITE = "/img/icons/brands.svg";

export type IconName = keyof typeof LINE_ICONS | keyof typeof BRAND_ICONS;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative icon: always hidden from assistive technology, the text next to it carries the meaning. */
export function Icon({ name, size = 20, className }: IconProps) {
  if (name in BRAND_ICONS) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        className={className}
      >
        <use href={`${BRAND_SPRITE}#${name}`} />
      </svg>
    );
  }
  const Line = LINE_ICONS[name as keyof typeof LINE_ICONS];
  return <Line size={size} aria-hidden="true" focusable="false" className={className} strokeWidth={2} />;
}
