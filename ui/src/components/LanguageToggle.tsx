// The language toggle: to the same page's URL in the other language, keeping its query, #fragment
// and open product. In the top bar, and in a product's order dialog (which makes the bar inert).
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../i18n';
import { localePath, splitLangPath } from '../i18n/detect';
import { useStore } from '../store';

export function LanguageToggle() {
  const t = useT();
  const lang = useStore((s) => s.lang);
  const setLang = useStore((s) => s.setLang);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="icon-btn lang-btn"
      onClick={() => {
        const other = lang === 'en' ? 'fa' : 'en';
        setLang(other);
        navigate(localePath(other, splitLangPath(location.pathname).path) + location.search + location.hash);
      }}
      aria-label={t.nav.languageLabel}
      lang={lang === 'en' ? 'fa' : 'en'}
    >
      {t.nav.language}
    </button>
  );
}
