// Frame of every public page: top bar, main landmark, footer; scrolls to the top on each route
// change, loads the site content once, and shows the language of the URL (/fa/… is Persian).
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { pageOfPath } from '../features/products/productLink';
import { WhatsAppButton } from '../features/whatsapp/WhatsAppButton';
import { useStore } from '../store';
import type { Lang } from '../store';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** The page last shown (kept across the two languages' layouts, each of which mounts its own). */
let shownPage: string | null = null;

export function ScrollToTop() {
  // A new page starts at its top; opening or closing a product's dialog stays where it is. The page
  // the browser loaded stays where the browser (or the reader, who may scroll the server's page
  // before the app starts) has put it.
  const page = pageOfPath(useLocation().pathname);
  useEffect(() => {
    if (shownPage !== null && shownPage !== page) window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    shownPage = page;
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
      <WhatsAppButton />
    </>
  );
}
