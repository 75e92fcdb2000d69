import { useT } from '../i18n';
import { usePageTitle } from '../lib/hooks';

export default function Products() {
  const t = useT();
  usePageTitle(t.meta.products);
  return (
    <section className="container page-head">
      <h1>{t.meta.products}</h1>
    </section>
  );
}
