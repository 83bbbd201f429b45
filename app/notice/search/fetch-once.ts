const pending = new Map<string, Promise<unknown>>();

/**
 * A JSON file of the search, fetched once per page (again after a failure). The search dialog
 * starts its fetches as it opens, before the search's code has arrived; that code then reads the
 * same requests.
 */
export function fetchJsonOnce<T>(url: string): Promise<T> {
  let request = pending.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json();
    });
    request.catch(() => pending.delete(url));
    pending.set(url, request);
  }
  return request as Promise<T>;
}
