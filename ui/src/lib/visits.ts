// The visit beacon (issue 31): each public page the app opens without a reload is counted by one
// `navigator.sendBeacon` to /api/visits (the site's own origin, which its content policy allows).
// The first page of a visit is not sent: the server counted it when it answered it. Nothing is
// stored in the browser and nothing identifies the reader: the beacon carries the page's path only,
// as a form (a kind of body the browser sends without asking the server first).

/** What this needs of react-router's router: its state as each navigation settles. */
type Navigations = {
  subscribe(listener: (state: { location: { pathname: string }; navigation: { state: string } }) => void): unknown;
};

const isDashboard = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');

/** Sends a beacon whenever the router arrives at a public page with another path. */
export function countNavigations(router: Navigations, firstPath: string): void {
  let last = firstPath;
  router.subscribe((state) => {
    const path = state.location.pathname;
    if (path === last || state.navigation.state !== 'idle') return;
    last = path;
    if (isDashboard(path) || typeof navigator.sendBeacon !== 'function') return;
    try {
      navigator.sendBeacon('/api/visits', new URLSearchParams({ path }));
    } catch {
      /* a beacon that cannot be sent is a view not counted, nothing more */
    }
  });
}
