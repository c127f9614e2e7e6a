import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedComponents, themeCss } from '../../vite-plugins/mantine.ts';

const STYLES = path.resolve(import.meta.dirname, '../../../../node_modules/@mantine/core/styles');
const storefront = importedComponents(path.join(import.meta.dirname, 'mantine-storefront.css'));
const areas = importedComponents(path.join(import.meta.dirname, 'mantine-areas.css'));

/** Mantine's components in the order of its whole stylesheet (a component's first class marks its place). */
function mantineOrder() {
  const whole = readFileSync(path.join(STYLES, '../styles.css'), 'utf8');
  const components = readdirSync(STYLES)
    .filter((file) => file.endsWith('.layer.css'))
    .map((file) => file.replace('.layer.css', ''))
    .filter((name) => !['baseline', 'global', 'default-css-variables'].includes(name));
  const place = (name: string) => {
    const firstClass = /\.(m_[0-9a-f]+)/.exec(readFileSync(path.join(STYLES, `${name}.css`), 'utf8'))?.[1];
    return whole.indexOf(`.${firstClass}`);
  };
  return components.map((name) => ({ name, place: place(name) })).sort((a, b) => a.place - b.place);
}

describe("Mantine's CSS in two files", () => {
  const order = mantineOrder().map((component) => component.name);

  it('the storefront and the areas hold every component once', () => {
    expect(storefront.filter((name) => areas.includes(name))).toEqual([]);
    expect([...storefront, ...areas].sort()).toEqual([...order].sort());
  });

  it('each file keeps the order of @mantine/core/styles.css (a component after those it builds on)', () => {
    expect(storefront).toEqual(order.filter((name) => storefront.includes(name)));
    expect(areas).toEqual(order.filter((name) => areas.includes(name)));
  });

  it('the base styles come first, in the storefront file', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'mantine-storefront.css'), 'utf8');
    expect(css.indexOf('baseline.layer.css')).toBeLessThan(css.indexOf('global.layer.css'));
    expect(css.indexOf('global.layer.css')).toBeLessThan(css.indexOf(`${storefront[0]}.layer.css`));
  });
});

describe("the theme's CSS variables, written at build time", () => {
  const css = themeCss();

  it('hold the theme (cedar, the fonts, the contrast fixes) in :root, light only', () => {
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-cedar-filled);');
    expect(css).toContain('--mantine-color-cedar-7: #1d7a4c;');
    expect(css).toContain('--mantine-font-family: Inter,');
    expect(css).toContain('--mantine-color-dimmed: #5c636a;');
    expect(css).toContain('--mantine-color-scheme: light;');
    expect(css).not.toContain('data-mantine-color-scheme="dark"');
  });

  it("and Mantine's hiddenFrom / visibleFrom classes for each breakpoint", () => {
    expect(css).toContain('@media (min-width: 48em){.mantine-hidden-from-sm{display:none !important}}');
    expect(css).toContain('.mantine-visible-from-xl');
  });
});
