import { describe, expect, it } from 'vitest';
import { checkLinkAddress, LINK_INVALID_MESSAGE, LINK_PRIVATE_MESSAGE, LINK_SCHEME_MESSAGE } from './link-address';
import { searchLinkTargets, type LinkTarget } from './link-targets';

describe('checkLinkAddress: links refuse non-http(s) addresses and private hosts', () => {
  it.each([
    ['/blog/un-article', '/blog/un-article'],
    ['https://exemple.org/page', 'https://exemple.org/page'],
    ['http://exemple.org', 'http://exemple.org/'],
    ['www.exemple.org/a', 'https://www.exemple.org/a'],
  ])('%s is accepted', (typed, href) => {
    expect(checkLinkAddress(typed)).toEqual({ ok: true, href });
  });

  it.each([
    ['javascript:alert(1)', LINK_SCHEME_MESSAGE],
    ['data:text/html,<script>', LINK_SCHEME_MESSAGE],
    ['mailto:x@exemple.org', LINK_SCHEME_MESSAGE],
    ['ftp://exemple.org', LINK_SCHEME_MESSAGE],
    ['http://localhost:3000/admin', LINK_PRIVATE_MESSAGE],
    ['http://127.0.0.1/', LINK_PRIVATE_MESSAGE],
    ['http://192.168.1.1/', LINK_PRIVATE_MESSAGE],
    ['http://10.0.0.8/', LINK_PRIVATE_MESSAGE],
    ['http://172.20.1.1/', LINK_PRIVATE_MESSAGE],
    ['http://169.254.169.254/latest/meta-data', LINK_PRIVATE_MESSAGE],
    ['http://[::1]/', LINK_PRIVATE_MESSAGE],
    ['http://[fd00::1]/', LINK_PRIVATE_MESSAGE],
    ['http://intranet/', LINK_PRIVATE_MESSAGE],
    ['http://nas.local/', LINK_PRIVATE_MESSAGE],
    ['https://user:pass@exemple.org', LINK_INVALID_MESSAGE],
    ['http://', LINK_INVALID_MESSAGE],
  ])('%s is refused', (typed, message) => {
    expect(checkLinkAddress(typed)).toEqual({ ok: false, message });
  });
});

describe('searchLinkTargets: the picker finds our own pages by name, accents and case ignored', () => {
  const targets: LinkTarget[] = [
    { kind: 'Article', label: 'Le frottis : un geste simple', href: '/blog/frottis' },
    { kind: 'Guide', label: 'Préparer son échographie', href: '/guides/preparer-echographie' },
    { kind: 'Service', label: 'Échographie clinique', href: '/services/echographie-clinique' },
  ];
  it('matches every typed word', () => {
    expect(searchLinkTargets(targets, 'ECHOGRAPHIE prep').map((target) => target.href)).toEqual([
      '/guides/preparer-echographie',
    ]);
    expect(searchLinkTargets(targets, 'échographie').length).toBe(2);
    expect(searchLinkTargets(targets, '').length).toBe(3);
  });
});
