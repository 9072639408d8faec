import { describe, expect, it } from 'vitest';
import { isSitePath, isWebAddress, leavesSite, trustedImageAddress } from './same-site-address';

// Each of these starts with a slash or looks local, and a browser takes it to another host.
const elsewhere = [
  '//evil.example/p.png',
  '///evil.example/p.png',
  '/\\evil.example/p.png',
  '/\\\\evil.example/p.png',
  '\\/evil.example/p.png',
  '\\\\evil.example/p.png',
  '/\t/evil.example/p.png',
  '/\n/evil.example/p.png',
  '/\r\n/evil.example/p.png',
  '/\t\\evil.example/p.png',
  '/%5Cevil.example/p.png',
  '/%5cevil.example/p.png',
  '/%2F/evil.example/p.png',
  '/%2f%2fevil.example/p.png',
  '/images/..//evil.example/p.png',
  '/./\\evil.example/p.png',
  '/images\\..\\..\\evil.example/p.png',
  '/images/p.png\u0000',
  'https://evil.example/p.png',
  'evil.example/p.png',
  'javascript:alert(1)',
  '',
];

const onThisSite = [
  '/images/articles/x.svg',
  '/uploads/1700000000000-0123456789ab.jpg',
  '/',
  '/blog?page=2#top',
  '/images/a%20b.png',
];

describe('isSitePath: one rule for "a path on this site"', () => {
  it.each(elsewhere)('refuses %j', (value) => {
    expect(isSitePath(value)).toBe(false);
  });

  it.each(onThisSite)('accepts %j', (value) => {
    expect(isSitePath(value)).toBe(true);
    expect(new URL(value, 'https://cabinet.example').origin).toBe('https://cabinet.example');
  });

  it('accepts nothing that a browser resolves to another origin', () => {
    for (const value of [...elsewhere, ...onThisSite]) {
      if (isSitePath(value)) expect(new URL(value, 'https://cabinet.example').host).toBe('cabinet.example');
    }
  });
});

describe('isWebAddress', () => {
  it.each([
    ['https://images.example/p.png', true],
    ['HTTP://images.example/p.png', true],
    ['https:/\\evil.example', false],
    ['https://\\evil.example', false],
    ['https://', false],
    ['https://images.example/p\n.png', false],
    ['ftp://images.example/p.png', false],
  ])('%j → %s', (value, expected) => {
    expect(isWebAddress(value)).toBe(expected);
  });
});

describe('trustedImageAddress: stored image addresses reach pages only when ours or http(s)', () => {
  it.each([
    ['/\\evil.example/p.png', null],
    ['//evil.example/p.png', null],
    [null, null],
    ['  ', null],
    [' /uploads/p.png ', '/uploads/p.png'],
    ['https://images.example/p.png', 'https://images.example/p.png'],
  ])('%j → %j', (value, expected) => {
    expect(trustedImageAddress(value)).toBe(expected);
  });
});

describe('leavesSite: links of an article body', () => {
  it.each([
    ['https://www.who.int/', true],
    ['HTTP://example.org', true],
    ['//evil.example/x', true],
    ['/\\evil.example/x', true],
    ['\\\\evil.example/x', true],
    ['\\/evil.example/x', true],
    ['/\t/evil.example/x', true],
    [' //evil.example/x', true],
    ['/%5Cevil.example/x', true],
    ['/blog/autre-article', false],
    ['/blog/autre-article#section', false],
    ['#sommaire', false],
    ['autre-article', false],
    ['mailto:contact@example.ma', false],
  ])('%j → %s', (href, expected) => {
    expect(leavesSite(href)).toBe(expected);
  });
});
