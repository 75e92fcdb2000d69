// The fixed top bar: brand, the pages routes.json marks `nav`, language and theme toggles, the
// admin button; under 900 px the links fold into a menu that closes on navigation and on Escape.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../i18n';
import { NAV_ITEMS } from '../routing/routing';
import { useStore } from '../store';
import { InquiryLink } from '../features/inquiry/InquiryLink';
import { CloseIcon, LockIcon, MenuIcon, MoonIcon, SunIcon } from './Icons';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { PageLink, PageNavLink } from './PageLink';

export function TopBar() {
  const t = useT();
  const theme = useStore((s) => s.resolvedTheme);
  const setTheme = useStore((s) => s.setTheme);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const toggles = (
    <>
      <LanguageToggle />
      <button
        type="button"
        className="icon-btn"
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        aria-label={theme === 'dark' ? t.nav.toLight : t.nav.toDark}
        title={theme === 'dark' ? t.nav.toLight : t.nav.toDark}
      >
        {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      </button>
      <Link to="/dashboard" className="btn btn-small btn-outline admin-btn" aria-label={t.nav.adminLabel}>
        <LockIcon size={16} />
        <span>{t.nav.admin}</span>
      </Link>
    </>
  );

  return (
    <header className={`topbar${open ? ' menu-open' : ''}`}>
      <a className="skip-link" href="#main">
        {t.nav.skip}
      </a>
      <div className="topbar-inner container">
        {/* Named by what it shows (WCAG 2.5.3: a voice user says the visible words), then where it goes. */}
        <PageLink to="/" className="brand">
          <Logo />
          <span className="visually-hidden"> ({t.nav.homeLink})</span>
        </PageLink>
        <nav aria-label={t.nav.label} className="topnav">
          <ul id="site-menu" className="nav-list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <PageNavLink to={item.to} className="nav-link">
                  {t.nav[item.key]}
                </PageNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <InquiryLink />
        <div className="topbar-actions">{toggles}</div>
        <button
          ref={menuButton}
          type="button"
          className="icon-btn menu-btn"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t.nav.closeMenu : t.nav.openMenu}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden={!open}>
        <nav aria-label={t.nav.menu}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <PageNavLink to={item.to} className="mobile-link">
                  {t.nav[item.key]}
                </PageNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mobile-actions">{toggles}</div>
      </div>
    </header>
  );
}
