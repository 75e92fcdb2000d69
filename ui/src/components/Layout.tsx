// Frame of every public page: top bar, main landmark, footer; scrolls to the top on each route
// change, loads the site content once, and shows the language of the URL (/fa/… is Persian).
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { pageOfPath } from '../lib/productLink';
import { useStore } from '../store';
import type { Lang } from '../store';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

export function ScrollToTop() {
  // A new page starts at its top; opening or closing a product's dialog stays where it is.
  const page = pageOfPath(useLocation().pathname);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [page]);
  return null;
}

export function Layout({ lang }: { lang: Lang }) {
  const loadContent = useStore((s) => s.loadContent);
  // Back and forward may cross between the two languages' URLs: follow them before paint.
  useLayoutEffect(() => {
    const { lang: shown, setLang } = useStore.getState();
    if (shown !== lang) setLang(lang);
  }, [lang]);
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
