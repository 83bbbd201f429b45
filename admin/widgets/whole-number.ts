/**
 * A whole number as staff type it in French: « 12 », « -3 », « 1 200 ». What it reads as, or why
 * it is refused, in French: a browser's number field silently dropped a decimal comma (« 2,5 »
 * became 25), and a figure that changes without a word is worse than a refusal.
 */
export function readWholeNumber(
  typed: string,
  limits: { min?: number; max?: number } = {},
): { value: number } | { problem: string } | { empty: true } {
  const text = typed.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (text === "") return { empty: true };
  if (/^[-−]?\d+[.,]\d*$/.test(text)) {
    const [whole] = text.split(/[.,]/);
    const below = Number(whole!.replace("−", "-"));
    return {
      problem: `« ${typed.trim()} » n'est pas un nombre entier : écrivez ${below} ou ${below + (below < 0 ? -1 : 1)}, sans virgule.`,
    };
  }
  if (!/^[-−]?\d+$/.test(text))
    return {
      problem: `« ${typed.trim()} » n'est pas un nombre : écrivez seulement des chiffres, par exemple 3.`,
    };
  const value = Number(text.replace("−", "-"));
  if (!Number.isSafeInteger(value)) return { problem: "Ce nombre est trop grand." };
  const { min, max } = limits;
  if (min !== undefined && max !== undefined && (value < min || value > max))
    return { problem: `Un nombre entier de ${min} à ${max}.` };
  if (min !== undefined && value < min) return { problem: `Un nombre entier, ${min} ou plus.` };
  if (max !== undefined && value > max) return { problem: `Un nombre entier, ${max} ou moins.` };
  return { value };
}
