// Whether a path is a route's: the router's patterns as routes.json writes them, for the boot
// script (which loads no router) and the site's own code alike.

/** Whether `path` (without the language prefix) is a route's `pattern` (`:name`: any one segment). */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w === got[i]));
}
