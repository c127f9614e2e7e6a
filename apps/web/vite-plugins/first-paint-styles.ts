import type { ManualChunkMeta } from 'rollup';
import type { Plugin } from 'vite';

/**
 * The CSS modules a server-rendered page needs at its first paint (issue 37). A CSS module is bundled
 * where its class names are read: in the lazy chunk of its page, whose CSS the browser fetches only
 * with that chunk's script, after the server's HTML has painted unstyled. Those that the main host's
 * pages import (statically, from the route table's page chunks and the entry) go to the first
 * script's chunk instead, so their rules are in the stylesheet the page links in its head; those
 * behind a component's own `import()`, loaded on first use (menus, suggestions, panels, forms), stay
 * with their chunks, out of the head.
 */

/** The route table, whose `import()`s are the pages. */
const ROUTER = /\/src\/app\/router\.tsx$/;
/** Pages of other hosts and the areas, drawn in the browser: their styles come with their chunks. */
const NOT_MAIN_HOST =
  /\/src\/(app\/area-routes\.tsx|app\/layouts\/(landing-layout|staff-public-layout)\.tsx|features\/landing\/)/;
const CSS_MODULE = /\.module\.css$/;
/**
 * Sections a page draws far below the first screen (a product's reviews and questions): their rules
 * come with the page's chunk, which starts loading with the page, and are there long before anyone
 * scrolls to them, instead of holding back every page's first paint.
 */
const BELOW_THE_FOLD = /\/src\/features\/catalog\/product\/(reviews|questions)-section\.module\.css$/;

function pagesStyles({ getModuleIds, getModuleInfo }: Pick<ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'>) {
  const ids = [...getModuleIds()];
  const stack = ids.filter((id) => getModuleInfo(id)?.isEntry);
  for (const router of ids.filter((id) => ROUTER.test(id)))
    stack.push(...(getModuleInfo(router)?.dynamicallyImportedIds ?? []).filter((id) => !NOT_MAIN_HOST.test(id)));
  const seen = new Set<string>();
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || NOT_MAIN_HOST.test(id)) continue;
    seen.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return new Set([...seen].filter((id) => CSS_MODULE.test(id) && !BELOW_THE_FOLD.test(id)));
}

/** The plugin (it forgets the last build's answer), and whether a module goes with the first script. */
export function firstPaintStyles() {
  let styles: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'souk-first-paint-styles',
    apply: 'build',
    buildStart() {
      styles = undefined;
    },
  };
  const inFirstPaint = (id: string, meta: ManualChunkMeta) =>
    CSS_MODULE.test(id) && (styles ??= pagesStyles(meta)).has(id);
  return { plugin, inFirstPaint };
}
