// Every route of the site. Public pages share the Layout; /dashboard is its own screen, loaded
// lazily (JS and its CSS) so a public page never downloads dashboard code.
import { Suspense, lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './components/Layout';
import { RouteErrorScreen } from './components/ErrorScreen';
import About from './pages/About';
import Contact from './pages/Contact';
import Home from './pages/Home';
import NotFound from './pages/NotFound';
import Products from './pages/Products';
import Services from './pages/Services';

/** Links the dashboard's stylesheet (named in index.html by build.mjs) and waits for it. */
function loadDashboardCss(): Promise<void> {
  const href = document.querySelector<HTMLMetaElement>('meta[name="dashboard-css"]')?.content;
  if (!href || document.querySelector(`link[data-dashboard-css]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.dashboardCss = '';
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

const DashboardApp = lazy(() =>
  Promise.all([import('./dashboard/DashboardApp'), loadDashboardCss()]).then(([module]) => module),
);

function DashboardLoading() {
  return (
    <main className="route-loading" aria-busy="true">
      <span className="spinner" role="status" aria-label="Loading" />
    </main>
  );
}

export const router = createBrowserRouter([
  {
    path: '/dashboard/*',
    errorElement: <RouteErrorScreen />,
    element: (
      <Suspense fallback={<DashboardLoading />}>
        <DashboardApp />
      </Suspense>
    ),
  },
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <Home /> },
      { path: 'products', element: <Products /> },
      { path: 'services', element: <Services /> },
      { path: 'about', element: <About /> },
      { path: 'contact', element: <Contact /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
