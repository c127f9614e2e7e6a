import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
} from '@mantine/core';
import postcss from 'postcss';
import type { ManualChunkMeta } from 'rollup';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

/**
 * Mantine on the storefront (issue 37). Its stylesheet holds every component (209 KB); the first
 * paint needs only those of the main host's pages:
 * - src/app/mantine-storefront.css (render-blocking, from main.tsx) lists them, and the build fails
 *   when a page of the main host uses a component missing from it (it would show unstyled);
 * - src/app/mantine-areas.css, the others, comes with the seller's and staff's areas' chunks;
 * - the components' and icons' code splits by where it is drawn (`chunkOf` below), so a storefront
 *   page loads before it hydrates only what its first screen draws, never what a dashboard does;
 * - the theme's CSS variables, which MantineProvider writes into every page as a <style>, are
 *   written once at build time (`virtual:mantine-theme.css`).
 */

/**
 * Mantine's rules for the dark colour scheme, which no page of ours shows (always light: see
 * `themeCss`): taken out of its stylesheets, a tenth of their size.
 */
const DARK = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;
export function withoutDarkRules(css: string) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const light = rule.selectors.filter((selector) => !DARK.test(selector));
    if (light.length === 0) rule.remove();
    else if (light.length < rule.selectors.length) rule.selectors = light;
  });
  root.walkAtRules((rule) => {
    if (rule.nodes?.length === 0) rule.remove();
  });
  return root.toString();
}
const MANTINE_CSS = /(\/node_modules\/@mantine\/[^/]+\/styles|\/src\/app\/mantine-(storefront|areas))[^?]*\.css(\?|$)/;

export const THEME_CSS = 'virtual:mantine-theme.css';
const RESOLVED_THEME_CSS = `\0${THEME_CSS}`;

/**
 * The theme's CSS variables and Mantine's `hiddenFrom`/`visibleFrom` classes, as MantineProvider
 * would write them (its `MantineCssVariables` and `MantineClasses`). Light only: every page is drawn
 * light (`defaultColorScheme`, and `data-mantine-color-scheme="light"` on the server's <html>), so the
 * light values go into `:root` itself and the dark ones are left out.
 */
export function themeCss() {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const { variables, light } = deepMerge(defaultCssVariablesResolver(full), cssVariablesResolver(full));
  const root = convertCssVariables({ variables: { ...variables, ...light }, light: {}, dark: {} }, ':root').trim();
  const classes = keys(full.breakpoints).map((breakpoint) => {
    const value = px(full.breakpoints[breakpoint]) as number;
    return (
      `@media (max-width: ${em(value - 0.1)}){.mantine-visible-from-${breakpoint}{display:none !important}}` +
      `@media (min-width: ${em(value)}){.mantine-hidden-from-${breakpoint}{display:none !important}}`
    );
  });
  return `${root}\n${classes.join('\n')}\n`;
}

const CORE = '/node_modules/@mantine/core/esm/';
// Components, and the parts several of them share (utils/: InlineInput, Floating...).
const COMPONENT = /\/node_modules\/@mantine\/core\/esm\/(components|utils)\//;
const CLASSES = /\/node_modules\/@mantine\/core\/esm\/(components|utils)\/.+\/([^/]+)\.module\.css\.mjs$/;
const ICONS = '/node_modules/@tabler/icons-react/dist/esm/';
const ICON = /\/node_modules\/@tabler\/icons-react\/dist\/esm\/icons\//;
const LIBRARIES = { '@mantine/core': `${CORE}index.mjs`, '@tabler/icons-react': `${ICONS}tabler-icons-react.mjs` };

/**
 * Where the main host's pages end: the areas' route table and the onboarding and staff hosts'
 * frames and landing page, which bring mantine-areas.css (and the areas' texts) with them.
 */
const AREA_ENTRIES =
  /\/src\/(app\/area-routes\.tsx|app\/layouts\/(landing-layout|staff-public-layout)\.tsx|features\/landing\/landing-page\.tsx)$/;

const NAMED_IMPORTS = (library: string) => new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${library}["']`, 'g');
const RE_EXPORTS = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const names = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && !item.startsWith('type '));

/** The components (`Button`) whose CSS a file of @imports brings, in its order (baseline and global aside). */
export function importedComponents(cssFile: string) {
  return [...readFileSync(cssFile, 'utf8').matchAll(/@import '@mantine\/core\/styles\/(\w+)\.layer\.css';/g)]
    .map((match) => match[1]!)
    .filter((name) => name !== 'baseline' && name !== 'global');
}

type Graph = Pick<ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'>;

/**
 * The modules of Mantine's components, of the icons and of the libraries they build on that the
 * app's modules reached from `roots` may render: from each of those app modules, what it imports by
 * name from Mantine or the icons, and all that this imports in turn, but the libraries `base` holds
 * (`shared`). `lazy`: follow lazy imports too. The areas' entries are never entered.
 */
function usedFrom(graph: Graph, roots: string[], lazy: boolean, shared: RegExp) {
  const { getModuleIds, getModuleInfo } = graph;
  const ids = [...getModuleIds()];
  const imported = new Map<string, Set<string>>(Object.keys(LIBRARIES).map((library) => [library, new Set()]));
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || AREA_ENTRIES.test(id) || id.includes(CORE) || id.includes(ICONS)) continue;
    seen.add(id);
    const info = getModuleInfo(id);
    if (!info) continue;
    for (const [library, found] of imported) {
      if (!info.code?.includes(library)) continue;
      if (new RegExp(`import\\s*\\*\\s*as\\s+\\w+\\s+from\\s*["']${library}["']`).test(info.code))
        throw new Error(`${id} imports all of ${library}: import its parts by name (vite-plugins/mantine.ts)`);
      for (const match of info.code.matchAll(NAMED_IMPORTS(library)))
        for (const name of names(match[1]!)) found.add(name.split(/\s+as\s+/)[0]!);
    }
    stack.push(...info.importedIds, ...(lazy ? info.dynamicallyImportedIds : []));
  }
  const used = new Set<string>();
  for (const [library, found] of imported) {
    const barrel = ids.find((id) => id.endsWith(LIBRARIES[library as keyof typeof LIBRARIES]));
    if (!barrel || found.size === 0) continue;
    const fileOf = new Map<string, string>();
    for (const [, list, file] of getModuleInfo(barrel)?.code?.matchAll(RE_EXPORTS) ?? [])
      for (const name of names(list!))
        fileOf.set(name.split(/\s+as\s+/).pop()!, path.resolve(path.dirname(barrel), file!));
    const inside = [...found].flatMap((name) => fileOf.get(name) ?? []);
    while (inside.length > 0) {
      const id = inside.pop()!;
      if (used.has(id) || id === barrel) continue;
      used.add(id);
      // Into every library they build on, but those `base` holds (its chunk takes them first).
      inside.push(
        ...(getModuleInfo(id)?.importedIds ?? []).filter(
          (next) => next.includes('/node_modules/') && (next.includes(CORE) || !shared.test(next)),
        ),
      );
    }
  }
  return used;
}

/** A storefront route's name in its chunk's: `/` is `home`, `/products/:id` `products`. */
const routeName = (route: string) =>
  route
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .join('-') || 'home';

/**
 * The plugin, and `chunkOf` for `manualChunks`, for Mantine's components, the icons and the
 * libraries they build on. What a server-rendered storefront route draws before it hydrates (its
 * frame and page, the entry's static imports: `firstScreen`, apps/web/storefront-routes.json), a
 * phone loads before it can tap, so it is split by the routes that draw it: `ui-login` for what only
 * the login page draws, `ui-home-products` for what those two share, `ui` for what all do; their
 * icons, small, go together into `icons`. `ui-pages` holds what only the main host's other pages (a
 * cart, the checkout, a profile) or the storefront's lazy parts draw; `ui-areas` what only the areas
 * draw. Undefined for any other module.
 */
export function mantine(options: {
  root: string;
  storefrontCss: string;
  firstScreen: { frame: string[]; routes: Record<string, string[]> };
  /** The libraries the `base` chunk holds, which the app's core shares with the components. */
  shared: RegExp;
}) {
  const setsOf = (meta: ManualChunkMeta) => {
    const entries = [...meta.getModuleIds()].filter((module) => meta.getModuleInfo(module)?.isEntry);
    const { frame, routes } = options.firstScreen;
    const firstScreen = (list: string[]) => [
      ...entries,
      ...[...frame, ...list].map((module) => path.join(options.root, module)),
    ];
    return {
      routes: Object.entries(routes).map(
        ([route, list]) => [routeName(route), usedFrom(meta, firstScreen(list), false, options.shared)] as const,
      ),
      mainHost: usedFrom(meta, entries, true, options.shared),
    };
  };
  let sets: ReturnType<typeof setsOf> | undefined;
  const chunkOf = (id: string, meta: ManualChunkMeta): string | undefined => {
    if (!id.includes('/node_modules/') || options.shared.test(id)) return undefined;
    sets ??= setsOf(meta);
    const drawnBy = sets.routes.filter(([, used]) => used.has(id)).map(([name]) => name);
    if (drawnBy.length > 0) {
      const everyRoute = drawnBy.length === sets.routes.length;
      const routes = everyRoute ? '' : `-${drawnBy.join('-')}`;
      return `${id.includes(ICONS) ? 'icons' : 'ui'}${routes}`;
    }
    if (sets.mainHost.has(id)) return 'ui-pages';
    // Any other library where Rollup puts it: with the lazy module using it (the toasts' transitions).
    return COMPONENT.test(id) || ICON.test(id) ? 'ui-areas' : undefined;
  };
  const plugin: Plugin = {
    name: 'souk-mantine',
    buildStart() {
      sets = undefined;
    },
    resolveId: (id) => (id === THEME_CSS ? RESOLVED_THEME_CSS : undefined),
    load: (id) => (id === RESOLVED_THEME_CSS ? themeCss() : undefined),
    // After Vite has inlined the @imports, before it bundles the CSS.
    transform: (code, id) => (MANTINE_CSS.test(id) ? { code: withoutDarkRules(code), map: null } : undefined),
    generateBundle() {
      if (!sets) return;
      const used = sets.mainHost;
      const listed = new Set(importedComponents(options.storefrontCss));
      const needed = new Set([...used].flatMap((id) => CLASSES.exec(id)?.[2] ?? []));
      const missing = [...needed].filter((name) => !listed.has(name)).sort();
      if (missing.length > 0)
        this.error(
          `the main host's pages use Mantine components whose CSS is not in ${path.basename(options.storefrontCss)}: ` +
            `${missing.join(', ')}. Add them there (in the order of @mantine/core/styles.css) and take them out of mantine-areas.css.`,
        );
      const unused = [...listed].filter((name) => !needed.has(name));
      if (unused.length > 0)
        this.info(
          `${path.basename(options.storefrontCss)} lists components no page of the main host uses: ${unused.join(', ')}`,
        );
    },
  };
  return { plugin, chunkOf };
}
