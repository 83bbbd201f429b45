/**
 * The page the login popup ends on (/api/callback): it hands Decap CMS the outcome through
 * `postMessage`, following decap-cms-lib-auth's external OAuth protocol (NetlifyAuthenticator):
 * the popup says `authorizing:<provider>` to its opener, the opener answers the same words back,
 * then the popup sends `authorization:<provider>:success:{"token":…,"provider":…}` (or `:error:{…}`).
 * Every message goes to the site's exact origin, never "*", and only an answer from that origin
 * and from the opener itself gets the token. The text is French: the editor's interface is.
 */

/** What the popup says to a person, should it stay open (no opener, or an error). */
export const OAUTH_PAGE_TEXT = {
  title: "Connexion à l’éditeur",
  success: "Connexion réussie. Cette fenêtre va se fermer ; sinon, ferme-la et retourne à l’éditeur.",
  noOpener:
    "Cette fenêtre n’a pas été ouverte par l’éditeur : retourne sur /admin et clique sur « Se connecter ».",
  badState:
    "Cette connexion n’a pas été demandée depuis ce navigateur, ou elle a expiré. Retourne sur l’éditeur et clique de nouveau sur « Se connecter ».",
  denied: "La connexion a été refusée chez le fournisseur Git. Retourne sur l’éditeur pour réessayer.",
  exchangeFailed:
    "Le fournisseur Git n’a pas validé la connexion. Retourne sur l’éditeur et réessaie dans un instant.",
  notConfigured:
    "La connexion à l’éditeur n’est pas configurée sur ce serveur (identifiants OAuth manquants) : préviens un développeur.",
} as const;

/**
 * Runs in the popup; constant, so the page's CSP allows it by its hash. Its data (target origin,
 * provider, message) is a JSON block beside it, which the CSP does not need to allow.
 */
export const HANDSHAKE_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById("oauth-result").textContent);
  const opener = window.opener;
  if (!opener) {
    if (data.noOpener) document.getElementById("oauth-status").textContent = data.noOpener;
    return;
  }
  window.addEventListener("message", (event) => {
    if (event.origin !== data.origin || event.source !== opener || event.data !== "authorizing:" + data.provider) return;
    opener.postMessage(data.message, data.origin);
  });
  opener.postMessage("authorizing:" + data.provider, data.origin);
})();`;

/** Text for HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export interface OAuthPageInput {
  /** The site's origin: where the editor that opened the popup lives. */
  origin: string;
  provider: string;
  outcome: { token: string } | { error: string };
  /** What the page says. */
  text: string;
}

/** The message Decap expects for an outcome. */
export function decapMessage(provider: string, outcome: OAuthPageInput["outcome"]): string {
  return "token" in outcome
    ? `authorization:${provider}:success:${JSON.stringify({ token: outcome.token, provider })}`
    : `authorization:${provider}:error:${JSON.stringify({ message: outcome.error })}`;
}

export function oauthPage({ origin, provider, outcome, text }: OAuthPageInput): string {
  // "<" escaped so that no value can close the JSON block.
  const data = JSON.stringify({
    origin,
    provider,
    message: decapMessage(provider, outcome),
    // A success seen outside the popup says where to go; an error keeps its own explanation.
    noOpener: "token" in outcome ? OAUTH_PAGE_TEXT.noOpener : undefined,
  }).replace(/</g, "\\u003c");
  return page(
    `<p id="oauth-status" role="status">${escapeHtml(text)}</p>`,
    `<script type="application/json" id="oauth-result">${data}</script>`,
    `<script>${HANDSHAKE_SCRIPT}</script>`,
  );
}

/** A page with a message only (refusals before any opener is involved). */
export function messagePage(text: string): string {
  return page(`<p role="alert">${escapeHtml(text)}</p>`);
}

/** The login pages' shared frame: French, not indexed, the title as heading, then the page's lines. */
function page(message: string, ...after: string[]): string {
  return [
    "<!doctype html>",
    '<html lang="fr" dir="ltr">',
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(OAUTH_PAGE_TEXT.title)}</title>`,
    `<main><h1>${escapeHtml(OAUTH_PAGE_TEXT.title)}</h1>${message}</main>`,
    ...after,
    "",
  ].join("\n");
}
