import { useT } from '../i18n';
import { usePageTitle } from '../lib/hooks';

export default function Services() {
  const t = useT();
  usePageTitle(t.meta.services);
  return (
    <section className="container page-head">
      <h1>{t.meta.services}</h1>
    </section>
  );
}
