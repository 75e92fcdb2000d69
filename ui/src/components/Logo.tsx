// The brand: the illustrator's flower mark with the name set in the page's language.
import mark from '../assets/art/logo-mark.svg';
import { useT } from '../i18n';

export function Logo({ size = 40 }: { size?: number }) {
  const t = useT();
  return (
    <span className="logo">
      <img src={mark} width={size} height={size} alt="" />
      <span className="logo-text">
        <span className="logo-name">{t.meta.siteName}</span>
        <span className="logo-tag">{t.meta.tagline}</span>
      </span>
    </span>
  );
}
