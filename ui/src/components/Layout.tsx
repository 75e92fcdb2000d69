// Frame of every public page: top bar, main landmark, footer; scrolls to the top on each route
// change and loads the site content once.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useStore } from '../store';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}

export function Layout() {
  const loadContent = useStore((s) => s.loadContent);
  useEffect(() => {
    void loadContent();
  }, [loadContent]);

  return (
    <>
      <ScrollToTop />
      <TopBar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
