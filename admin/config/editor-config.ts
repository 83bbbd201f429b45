import { DECAP_LOCAL_HOSTS, DECAP_LOCAL_PORT } from "../../app/config/editor";
import { SITE } from "../../app/config/site";
import { todayInFrance } from "../widgets/today";
import type { EditorCollection } from "./collections.server";
import type { EditorField } from "./fields";

/** Where the editor runs: its page's address, and the Git backend chosen for production. */
export interface EditorPlace {
  hostname: string;
  /** The editor page's origin: beside the built site, the site's own. */
  origin?: string;
  /** The site's address when it runs elsewhere (`npm run edit`: the development server's port). */
  siteUrl?: string;
  /**
   * The editor's address's query: `?decap-port=` puts a built editor opened on this machine in local
   * mode, with the local backend's port (the editor's tests).
   */
  search: string;
  /** `npm run edit`'s development server: local mode, the local backend on port 8081 unless `?decap-port=`. */
  development?: boolean;
  /** The production backend (admin/backend.ts); GitHub's settings when it is missing. */
  backend?: Record<string, unknown>;
  /** Its publish mode (admin/backend.ts): the editorial workflow unless the backend has none (Gitea). */
  publishMode?: "editorial_workflow";
  /** Today (YYYY-MM-DD) in France; the page's clock when not given. */
  today?: string;
}

/**
 * A new entry's days (an article's « Publié le ») start at today: Decap uses a field's `default`
 * only for a new entry, so an existing article keeps its date. Set when the editor opens, not at
 * build time, which would be a stale day.
 */
function withTodayDefaults(collection: EditorCollection, today: string): EditorCollection {
  if (!("folder" in collection) || !Array.isArray(collection.fields)) return collection;
  const fields = (collection.fields as EditorField[]).map((field) =>
    field.widget === "day" && field.default === undefined ? { ...field, default: today } : field,
  );
  return { ...collection, fields };
}

/** Addresses where the editor may talk to `decap-server` (the working copy) instead of Git. */
export const LOCAL_HOSTS: string[] = [...DECAP_LOCAL_HOSTS];

/** Largest image staff may upload, in bytes: the pages stay light on a phone. */
export const MAX_UPLOAD_BYTES = 1_000_000;

/**
 * Largest photo staff may upload where the editor shrinks it (a team photo becomes a 256 px WebP
 * of a few kB): a phone's photo, not a file to serve as it is.
 */
export const MAX_SHRUNK_UPLOAD_BYTES = 20_000_000;

const DEFAULT_BACKEND = { name: "github", repo: "brumes-rp/site", branch: "main" };

/**
 * Decap's whole config: French interface, accent-free ASCII keys ("Prêts entre joueurs" gives
 * prets-entre-joueurs), images under 1 MB, the editorial workflow (draft, review, ready: each
 * change a pull request) in production, the local backend on this machine.
 */
export function editorConfig(collections: readonly EditorCollection[], place: EditorPlace) {
  const asked = new URLSearchParams(place.search).get("decap-port");
  // Only when asked: a built editor merely opened on this machine (`npm start`) logs in to Git as in
  // production, and never knocks on a decap-server that its CSP refuses.
  const local = LOCAL_HOSTS.includes(place.hostname) && (place.development === true || asked !== null);
  return {
    load_config_file: false,
    backend: place.backend ?? DEFAULT_BACKEND,
    ...(local
      ? {
          local_backend: {
            url: `http://${place.hostname}:${asked ?? DECAP_LOCAL_PORT}/api/v1`,
            allowed_hosts: LOCAL_HOSTS,
          },
        }
      : {}),
    // decap-server writes the working copy directly: drafts and reviews are the Git host's.
    ...(local || !place.publishMode ? {} : { publish_mode: place.publishMode }),
    locale: "fr",
    // The site's pages (« Voir en direct ») and the top bar's link to the site, which Decap shows as
    // its address: "/" showed as a lone « / ». The public site's address in production; here the
    // development server's, or the site beside the built editor.
    site_url: local ? (place.siteUrl ?? "/") : "/",
    display_url: local ? (place.siteUrl ?? `${place.origin ?? ""}/`) : SITE.origin,
    logo_url: "/favicon.ico",
    media_folder: "public/img/notice",
    public_folder: "/img/notice",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    editor: { preview: true },
    collections: collections.map((collection) =>
      withTodayDefaults(collection, place.today ?? todayInFrance()),
    ),
  };
}
