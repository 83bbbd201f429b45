/** Today in France, written YYYY-MM-DD: the day staff see on their calendar. */
export function todayInFrance(now = new Date()): string {
  return now.toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
}
