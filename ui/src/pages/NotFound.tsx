import { PageLink } from '../components/PageLink';
import { ArrowIcon } from '../components/Icons';
import { useT } from '../i18n';
import { usePageTitle } from '../lib/hooks';

export default function NotFound() {
  const t = useT();
  usePageTitle(t.meta.notFound);
  return (
    <section className="not-found container">
      <p className="not-found-code" aria-hidden="true">
        {t.notFound.code}
      </p>
      <h1>{t.notFound.title}</h1>
      <p className="lead">{t.notFound.lead}</p>
      <PageLink to="/" className="btn btn-primary">
        {t.notFound.home}
        <ArrowIcon size={18} />
      </PageLink>
    </section>
  );
}
