/**
 * Whether a link typed in the editor may be saved (decision 040): our own pages by path, or an
 * outside http(s) address that is not a private or local host (a link to the practice's router
 * or to a staff member's machine is a mistake or a trap, never something to publish).
 */
export type LinkCheck = { ok: true; href: string } | { ok: false; message: string };

export const LINK_SCHEME_MESSAGE = 'Seules les adresses web (http ou https) et les pages du site sont acceptées.';
export const LINK_PRIVATE_MESSAGE = 'Cette adresse mène à un réseau privé ou local : elle ne peut pas être publiée.';
export const LINK_INVALID_MESSAGE = 'Cette adresse n’est pas valide.';

const PRIVATE_IPV4 = [
  /^10\./,
  /^127\./,
  /^0\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|lan|home|intranet|localdomain)$/;

function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (!host.includes('.') && !host.includes(':')) return true;
  if (LOCAL_NAMES.test(host)) return true;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return PRIVATE_IPV4.some((range) => range.test(host));
  if (host.includes(':'))
    return (
      host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:')
    );
  return false;
}

export function checkLinkAddress(typed: string): LinkCheck {
  const value = typed.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { ok: true, href: value };
  if (value.startsWith('#')) return { ok: true, href: value };
  // An address typed without its scheme ("www.example.org") is an outside web page.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: LINK_INVALID_MESSAGE };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: LINK_SCHEME_MESSAGE };
  if (url.username || url.password) return { ok: false, message: LINK_INVALID_MESSAGE };
  if (isPrivateHost(url.hostname)) return { ok: false, message: LINK_PRIVATE_MESSAGE };
  return { ok: true, href: url.href };
}
