import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { sitePathSchema } from './schemas/site-path.ts';
import { isSitePath, sitePathOr } from './site-path.ts';

/** Links a browser, a server or a router may read as another site, or as no page at all. */
const ATTACKS = [
  '',
  '//x',
  '//evil.example/phish',
  '/\\x',
  '/\\evil.example/phish',
  '\\\\x',
  '\\/x',
  '/%2F%2Fx',
  '/%2f/x',
  '%2F%2Fx',
  '/%5Cx',
  '/%5cevil.example',
  '/%252F%252Fx',
  '/%25252F%25252Fx',
  '/%2525252F%2525252Fx',
  '/%C3%2F%2Fx',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '/javascript:alert(1)\n',
  'data:text/html,hi',
  'http://x',
  'https://evil.example/phish',
  'x',
  'all-products',
  './x',
  '/\t/x',
  '/\n/x',
  '/\r/x',
  '\t//x',
  ' /x',
  '/x ',
  '/%09/x',
  '/%0A/x',
  '/\u200b/x',
  '/\u2028/x',
  '/\u00a0/x',
  '/..//x',
  '/./x',
  '/a/../..//x',
  '/.%2e//x',
  '/%2e%2e/%2Fx',
  '/a//b',
] as const;

const PATHS = [
  '/',
  '/all-products?category=x',
  '/product/abc#reviews',
  '/#deals',
  '/all-products?query=handmade&page=2',
  '/all-products?next=%2Fprofile',
  '/all-products?query=%D8%AD%D9%82%D9%8A%D8%A8%D8%A9',
  '/all-products?query=حقيبة',
  '/all-products?url=http://x',
  '/sale?off=50%',
  '/products/..x',
] as const;

describe('a link on this site', () => {
  it.each(ATTACKS)('%j is refused', (value) => {
    expect(isSitePath(value)).toBe(false);
    expect(sitePathOr(value)).toBe('/');
  });

  it.each(PATHS)('%j is a path on the site', (value) => {
    expect(isSitePath(value)).toBe(true);
    expect(sitePathOr(value, '/home')).toBe(value);
  });

  it('a redirect target that is not text falls back', () => {
    expect(sitePathOr(undefined)).toBe('/');
    expect(sitePathOr(null, '/login')).toBe('/login');
    expect(sitePathOr(['/profile'])).toBe('/');
  });

  it('the schema piece trims, refuses with the shared message and caps the length', () => {
    expect(sitePathSchema.parse('  /all-products  ')).toBe('/all-products');
    const refused = sitePathSchema.safeParse('/\\evil.example/phish');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(MESSAGES.linkNotOnSite);
    expect(sitePathSchema.safeParse(`/${'a'.repeat(300)}`).success).toBe(false);
  });
});
