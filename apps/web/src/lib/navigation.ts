/** Full-page navigation (to the provider, or to /api/logout), injectable in tests. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
};
