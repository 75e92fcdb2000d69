// Links between public pages stay in the language being read: `to` is the page's path (`/contact`),
// and Persian pages get their `/fa` prefix.
import { Link, NavLink } from 'react-router-dom';
import type { LinkProps, NavLinkProps } from 'react-router-dom';
import { useLang } from '../i18n';
import { localePath } from '../i18n/detect';

export function PageLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link to={localePath(useLang(), to)} {...props} />;
}

export function PageNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <NavLink to={localePath(useLang(), to)} end={to === '/'} {...props} />;
}
