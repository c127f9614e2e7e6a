import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Cedar green, the primary colour of ARCHITECTURE.md section 7 (shade 7 is the brand green). */
const cedar: MantineColorsTuple = [
  '#e9f8ef',
  '#d6eddf',
  '#acd9bf',
  '#7fc49c',
  '#59b27f',
  '#41a76c',
  '#33a162',
  '#1d7a4c',
  '#156c42',
  '#055d36',
];

/** The one warm accent: a saffron amber for badges, deals and calls to action that must stand out. */
const saffron: MantineColorsTuple = [
  '#fff6e1',
  '#ffeccb',
  '#fed89a',
  '#fdc264',
  '#fcb037',
  '#fca41a',
  '#fc9e07',
  '#e08900',
  '#c77900',
  '#ad6700',
];

const latin = 'Inter, "IBM Plex Sans Arabic", system-ui, -apple-system, "Segoe UI", sans-serif';

export const theme = createTheme({
  primaryColor: 'cedar',
  primaryShade: { light: 7, dark: 5 },
  colors: { cedar, saffron },
  fontFamily: latin,
  headings: { fontFamily: latin, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Filled saffron (amber) buttons and badges read dark text: white on amber fails contrast.
  autoContrast: true,
  focusRing: 'auto',
  components: {
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    Paper: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
  },
});

/**
 * Contrast (WCAG AA, 4.5:1 for small text): Mantine's dimmed grey and the light variants' text read
 * too pale on white and on the light tints, and white on its filled red too faint: darker shades.
 * Written with the theme's other variables into a stylesheet at build time (vite-plugins/mantine.ts,
 * `virtual:mantine-theme.css`), not by MantineProvider into every page.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-cedar-light-color': cedar[8],
    '--mantine-color-red-filled': '#c92a2a',
    '--mantine-color-red-light-color': '#c92a2a',
  },
  dark: {},
});
