import {
  ArrowLeft,
  ArrowRight,
  BookOpen,
  Briefcase,
  Check,
  ChevronRight,
  Download,
  ExternalLink,
  Gamepad2,
  Globe,
  Heart,
  House,
  Link as LinkIcon,
  Mail,
  Map as MapIcon,
  Menu,
  Pause,
  Play,
  ScrollText,
  Search,
  ShoppingCart,
  Star,
  UserPlus,
  Users,
  X,
  type LucideIcon,
} from "lucide-react";
import { siDiscord, siTwitch, siX, siYoutube } from "simple-icons";

// One line-icon set (Lucide) for the interface; brand marks (Simple Icons) for the networks only.
const LINE_ICONS = {
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  book: BookOpen,
  briefcase: Briefcase,
  check: Check,
  "chevron-right": ChevronRight,
  close: X,
  download: Download,
  external: ExternalLink,
  gamepad: Gamepad2,
  globe: Globe,
  heart: Heart,
  home: House,
  link: LinkIcon,
  mail: Mail,
  map: MapIcon,
  menu: Menu,
  pause: Pause,
  play: Play,
  scroll: ScrollText,
  search: Search,
  cart: ShoppingCart,
  star: Star,
  "user-plus": UserPlus,
  users: Users,
} satisfies Record<string, LucideIcon>;

const BRAND_ICONS = {
  discord: siDiscord.path,
  twitch: siTwitch.path,
  x: siX.path,
  youtube: siYoutube.path,
};

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
        <path d={BRAND_ICONS[name as keyof typeof BRAND_ICONS]} />
      </svg>
    );
  }
  const Line = LINE_ICONS[name as keyof typeof LINE_ICONS];
  return <Line size={size} aria-hidden="true" focusable="false" className={className} strokeWidth={2} />;
}
