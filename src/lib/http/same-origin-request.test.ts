import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin-request';

const site = ['https://example.ma', 'https://www.example.ma'];

describe('isSameOriginRequest', () => {
  it.each([
    ['a page of the site', { origin: 'https://example.ma', secFetchSite: 'same-origin' }],
    ['a page on a trusted origin', { origin: 'https://www.example.ma', secFetchSite: 'same-origin' }],
    ['an old browser that sends Origin only', { origin: 'https://example.ma', secFetchSite: null }],
    ['a client that is no browser (neither header)', { origin: null, secFetchSite: null }],
  ])('lets %s through', (_name, headers) => {
    expect(isSameOriginRequest(headers, site)).toBe(true);
  });

  it.each([
    ['a foreign origin', { origin: 'http://evil.example', secFetchSite: 'cross-site' }],
    ['a foreign origin without Sec-Fetch-Site', { origin: 'http://evil.example', secFetchSite: null }],
    ['a same-site sibling origin', { origin: 'https://other.example.ma', secFetchSite: 'same-site' }],
    ['a sibling origin that lies in no Sec-Fetch-Site', { origin: 'https://other.example.ma', secFetchSite: null }],
    ['the site over plain http', { origin: 'http://example.ma', secFetchSite: null }],
    ['another port of the site', { origin: 'https://example.ma:8443', secFetchSite: null }],
    ['an opaque origin', { origin: 'null', secFetchSite: 'cross-site' }],
    ['an opaque origin without Sec-Fetch-Site', { origin: 'null', secFetchSite: null }],
    ['a cross-site request without Origin', { origin: null, secFetchSite: 'cross-site' }],
    ['a same-site request without Origin', { origin: null, secFetchSite: 'same-site' }],
    ['a request the user typed (Sec-Fetch-Site: none)', { origin: null, secFetchSite: 'none' }],
  ])('refuses %s', (_name, headers) => {
    expect(isSameOriginRequest(headers, site)).toBe(false);
  });
});
