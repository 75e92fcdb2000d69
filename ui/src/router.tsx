// Every route of the site. Public pages share the Layout; /dashboard is its own screen, loaded
// lazily (JS and its CSS) so a public page never downloads dashboard code.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './components/Layout';
import { RouteErrorScreen } from './components/ErrorScreen';
import NotFound from './pages/NotFound';

// Public pages are loaded on demand; the boot script has already preloaded the one being opened.
const Home = lazy(() => import('./pages/Home'));
const Products = lazy(() => import('./pages/Products'));
const Services = lazy(() => import('./pages/Services'));
const About = lazy(() => import('./pages/About'));
const Contact = lazy(() => import('./pages/Contact'));

function page(Page: ComponentType) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

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

function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

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
      { index: true, element: page(Home) },
      { path: 'products', element: page(Products) },
      { path: 'services', element: page(Services) },
      { path: 'about', element: page(About) },
      { path: 'contact', element: page(Contact) },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
