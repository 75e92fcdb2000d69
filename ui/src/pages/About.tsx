import { useT } from '../i18n';
import { usePageTitle } from '../lib/hooks';

export default function About() {
  const t = useT();
  usePageTitle(t.meta.about);
  return (
    <section className="container page-head">
      <h1>{t.meta.about}</h1>
    </section>
  );
}
