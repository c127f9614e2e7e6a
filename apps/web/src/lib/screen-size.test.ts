import { createRequire } from 'node:module';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { BREAKPOINTS } from './screen-size.ts';

describe('the breakpoints the storefront reads without MantineProvider', () => {
  it("are the theme's and those the CSS modules are written with", () => {
    expect(BREAKPOINTS).toEqual(mergeMantineTheme(DEFAULT_THEME, theme).breakpoints);
    const postcss = createRequire(import.meta.url)('../../postcss.config.cjs') as {
      plugins: { 'postcss-simple-vars': { variables: Record<string, string> } };
    };
    const variables = postcss.plugins['postcss-simple-vars'].variables;
    expect(
      Object.fromEntries(Object.keys(BREAKPOINTS).map((name) => [name, variables[`mantine-breakpoint-${name}`]])),
    ).toEqual(BREAKPOINTS);
  });
});
