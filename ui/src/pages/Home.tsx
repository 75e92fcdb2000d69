import { useT } from '../i18n';
import { usePageTitle } from '../lib/hooks';

export default function Home() {
  const t = useT();
  usePageTitle(t.meta.home);
  return (
    <section className="container page-head">
      <h1>{t.meta.home}</h1>
    </section>
  );
}
