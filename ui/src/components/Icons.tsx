// Line icons drawn on a 24-unit grid, inheriting the text colour. Decorative by default
// (aria-hidden); the control that holds one carries the accessible name.
//
// Each drawing is a constant string set as the <svg>'s content, stroked by the `.icon` class
// (styles/site.css): the server renders the pages in QuickJS, where every element and attribute
// React writes costs (lib/html.ts), and a card's share icon drawn as elements was a fifth of the
// render of a products page with 100 cards.
import type { SVGProps } from 'react';
import { Html } from '../lib/html';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'> & { size?: number };

function icon(drawing: string, ownClass = '') {
  const content = { __html: drawing };
  return function Icon({ size = 20, className, ...rest }: IconProps) {
    return (
      <svg
        className={['icon', ownClass, className].filter(Boolean).join(' ')}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        {...rest}
        dangerouslySetInnerHTML={content}
      />
    );
  };
}

export const SunIcon = icon('<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>');
export const MoonIcon = icon('<path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z"/>');
export const MenuIcon = icon('<path d="M4 7h16M4 12h16M4 17h16"/>');
export const CloseIcon = icon('<path d="M6 6l12 12M18 6L6 18"/>');
const SHARE = '<circle cx="18" cy="5" r="2.5"/><circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="19" r="2.5"/><path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4"/>';
export const ShareIcon = icon(SHARE);
/** The share icon as markup (18 px), for cards written as strings. */
export const SHARE_ICON_HTML = new Html(
  `<svg class="icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${SHARE}</svg>`,
);
/** Points to the inline end (right in English, left in Persian: mirrored by the `.flip` class). */
export const ChevronIcon = icon('<path d="M9 5l7 7-7 7"/>', 'flip');
export const ArrowIcon = icon('<path d="M5 12h14M13 6l6 6-6 6"/>', 'flip');
export const GlobeIcon = icon('<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"/>');
export const LockIcon = icon('<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V8a4 4 0 0 1 8 0v3"/>');
export const MailIcon = icon('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>');
export const PhoneIcon = icon('<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"/>');
export const PinIcon = icon('<path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>');
export const ClockIcon = icon('<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>');
export const PlaneIcon = icon('<path d="M10.5 13.5L3 11l1.5-1.5 8 .5 4.5-4.5a2.1 2.1 0 0 1 3 3L15.5 13l.5 8-1.5 1.5-2.5-7.5-3.5 3.5v2.5L7 22.5l-1-3.5-3.5-1L4 16.5h2.5z"/>');
export const ShipIcon = icon('<path d="M3 17l1.5 3.5h15L21 17H3zM5 17V11h14v6M8 11V6h8v5M12 3v3"/>');
export const TruckIcon = icon('<path d="M2 6h12v10H2zM14 10h4l3 3v3h-7z"/><circle cx="6" cy="17.5" r="1.8"/><circle cx="17" cy="17.5" r="1.8"/>');
export const CheckIcon = icon('<path d="M5 12.5l4.5 4.5L19 7.5"/>');
export const AlertIcon = icon('<circle cx="12" cy="12" r="9"/><path d="M12 7.5v5.5M12 16.5v.5"/>');
export const InquiryIcon = icon('<rect x="5" y="4" width="14" height="17" rx="2"/><path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3"/>');
export const DownloadIcon = icon('<path d="M12 4v11M7 10l5 5 5-5M5 20h14"/>');
export const LeafIcon = icon('<path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15"/><path d="M5 19c3-4 6-7 10-9"/>');
export const UsersIcon = icon('<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6"/>');
export const FactoryIcon = icon('<path d="M3 21V10l6 3.5V10l6 3.5V5h6v16z"/><path d="M7 17h2M12 17h2M17 17h2"/>');
export const AwardIcon = icon('<circle cx="12" cy="9" r="6"/><path d="M8.5 14l-1.5 8 5-3 5 3-1.5-8"/>');
export const PauseIcon = icon('<path d="M9 6v12M15 6v12"/>');
export const PlayIcon = icon('<path d="M8 5.5v13l11-6.5z"/>');
export const InstagramIcon = icon('<rect x="3.5" y="3.5" width="17" height="17" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.2" cy="6.8" r="0.6" fill="currentColor"/>');
export const FacebookIcon = icon('<path d="M14 21v-8h3l.5-3.5H14V7.8c0-1 .3-1.8 1.8-1.8h1.9V3a24 24 0 0 0-2.8-.2c-2.7 0-4.4 1.6-4.4 4.6v2.1H7.5V13h3v8"/>');
export const WhatsAppIcon = icon('<path d="M3.5 20.5l1.3-4.3A8.5 8.5 0 1 1 8 19.4z"/><path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.8-2-1-1 1a5 5 0 0 1-2.7-2.7l1-1-1-2z"/>');
export const YouTubeIcon = icon('<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="M10 9.2v5.6l5-2.8z"/>');
export const LinkedInIcon = icon('<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M7.5 10.5V17M7.5 7.2v.1M11.5 17v-6.5M11.5 13.3c0-1.6 1-2.8 2.5-2.8s2.5 1 2.5 2.8V17"/>');
