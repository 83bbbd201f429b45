/** Decodes base64 holding UTF-8 text; TextDecoder keeps accented and non-Latin letters intact. */
export function decodeBase64Utf8(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}
