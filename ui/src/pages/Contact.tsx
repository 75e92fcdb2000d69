import { useT } from '../i18n';
import { usePageTitle } from '../lib/hooks';

export default function Contact() {
  const t = useT();
  usePageTitle(t.meta.contact);
  return (
    <section className="container page-head">
      <h1>{t.meta.contact}</h1>
    </section>
  );
}
