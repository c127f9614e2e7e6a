import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { directionOfLanguage, LANGUAGE_CODES, type LanguageCode } from '@souk/shared/languages';
import { SSR_STATE_ID } from '@souk/shared/rendered-pages';
import { isSitePath } from '@souk/shared/site-path';

/**
 * The web app's HTML shell as the server sends it (issue 23): in the reader's language and direction
 * from the first byte, with its canonical address, its English and Arabic alternates, and what a page
 * tells crawlers and link previews (title, meta tags, JSON-LD). The app itself still renders in the
 * browser.
 */
export interface PageHead {
  title?: string;
  /** [attribute, key, content]: `['property', 'og:title', '...']`. */
  meta?: [string, string, string][];
  /** Structured data, each written as one `application/ld+json` script. */
  jsonLd?: Record<string, unknown>[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value goes into an attribute or the title: seller-written text must never become markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** JSON inside a script element: `<` is escaped, so no text in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The shell is the build's, which does not change while the server runs: read once. */
const shells = new Map<string, Promise<string>>();
export function readShell(indexHtml: string) {
  let shell = shells.get(indexHtml);
  if (!shell) {
    shell = readFile(indexHtml, 'utf8');
    shell.catch(() => shells.delete(indexHtml));
    shells.set(indexHtml, shell);
  }
  return shell;
}

/**
 * The face of a page's body text in its language (apps/web/src/app/fonts.css), found among the
 * build's assets by its name, which Vite keeps before the hash. Preloaded, the text is drawn in it at
 * the first paint instead of swapping a moment later; the other weights are fewer letters and follow.
 */
const BODY_FONTS: Record<LanguageCode, RegExp> = {
  en: /^inter-latin-400-normal-[\w-]+\.woff2$/,
  ar: /^ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/,
};
const bodyFontsByShell = new Map<string, Promise<Partial<Record<LanguageCode, string>>>>();
/** The address of each language's body font in the build beside `indexHtml` (read once). */
export function bodyFonts(indexHtml: string) {
  let fonts = bodyFontsByShell.get(indexHtml);
  if (!fonts) {
    fonts = readdir(path.join(path.dirname(indexHtml), 'assets'))
      .then((files) =>
        Object.fromEntries(
          LANGUAGE_CODES.flatMap((language) => {
            const file = files.find((name) => BODY_FONTS[language].test(name));
            return file ? [[language, `/assets/${file}`]] : [];
          }),
        ),
      )
      // A build without its assets folder (a test's bare shell) has nothing to preload.
      .catch(() => ({}));
    bodyFontsByShell.set(indexHtml, fonts);
  }
  return fonts;
}

/**
 * A page's absolute address: the site's public address and a path on it, never another host,
 * however the path is spelled (`//x`, `/\\x`, `/%5Cx`: packages/shared/src/site-path.ts, the rule the
 * banners' links follow). The page routes answer such addresses with a 404 before they get here;
 * this refuses them again, so no canonical, alternate or JSON-LD can name another host.
 */
export function siteAddress(publicUrl: string, path: string): URL {
  const site = new URL(publicUrl);
  const [pathname = ''] = path.split(/[?#]/, 1);
  const address = new URL(path, site);
  if (!isSitePath(pathname) || address.origin !== site.origin) throw new Error(`not a path on this site: ${path}`);
  return address;
}

/** The page's address in one language (`?lang=`), or without one: the default the reader's choice decides. */
function addressIn(url: URL, language: LanguageCode | null) {
  const address = new URL(url);
  address.searchParams.delete('lang');
  if (language) address.searchParams.set('lang', language);
  return address.toString();
}

/** The canonical address and the language alternates of the page at `path` (none for a page that is no page of ours). */
function addressLinks(options: { url?: string; publicUrl?: string; language: LanguageCode }) {
  if (options.url === undefined || options.publicUrl === undefined) return [];
  const url = siteAddress(options.publicUrl, options.url);
  const asked = url.searchParams.get('lang');
  return [
    `<link rel="canonical" href="${escapeHtml(addressIn(url, asked === options.language ? options.language : null))}" />`,
    ...LANGUAGE_CODES.map(
      (code) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(addressIn(url, code))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(addressIn(url, null))}" />`,
  ];
}

export function renderShell(
  shell: string,
  options: {
    /** The page's path and query on the site (a site path), or none for an address that is no page of ours. */
    url?: string;
    publicUrl?: string;
    language: LanguageCode;
    head?: PageHead;
    bodyFont?: string;
  },
) {
  const { language, head = {}, bodyFont } = options;
  const links = addressLinks(options);
  // Fonts are fetched without credentials, so a preload says so too, or the browser fetches twice.
  const font = bodyFont
    ? [`<link rel="preload" href="${escapeHtml(bodyFont)}" as="font" type="font/woff2" crossorigin />`]
    : [];
  const tags = (head.meta ?? []).map(
    ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
  );
  const scripts = (head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`);
  const title = `<title>${escapeHtml(head.title ?? 'Souk')}</title>`;
  // Function replacements, so "$&" or "$1" in a product name stays literal text.
  return afterStylesheet(
    shell
      .replace(/<html[^>]*>/, () => `<html lang="${language}" dir="${directionOfLanguage(language)}">`)
      .replace(/<title>[^<]*<\/title>/, () => [title, ...tags, ...links, ...scripts].join('\n    '))
      // The build preloads both languages' texts (apps/web/vite.config.ts): the page's own stays.
      .replace(/[ \t]*<link [^>]*data-texts="(\w+)"[^>]*>\n?/g, (tag, code: string) => (code === language ? tag : '')),
    font,
  );
}

/**
 * What paints first goes first (issue 37): `tags` (the first image, the body font) right after the
 * build's stylesheets, which lead the head, and before the scripts, which are fetched at low priority.
 */
function afterStylesheet(html: string, tags: string[]) {
  if (tags.length === 0) return html;
  const stylesheet = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].pop();
  if (!stylesheet) return html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
  const end = stylesheet.index + stylesheet[0].length;
  return `${html.slice(0, end)}\n    ${tags.join('\n    ')}${html.slice(end)}`;
}

/**
 * The shell with the storefront's server-rendered HTML in its root, the queries it was built from
 * (a JSON script: data, not code, so the content security policy lets it be), and the currency and
 * colour scheme the page was drawn in, so hydration starts from the same ones.
 */
export function withRenderedApp(shell: string, rendered: { appHtml: string; state: unknown; currency: string }) {
  // React writes the first screen's image preload (its fetchPriority="high" image) at the start of
  // the app's HTML: it goes up into the head, before the font and the scripts (issue 37).
  const [, preloads = '', appHtml = ''] = /^((?:<link rel="preload"[^>]*\/>)*)([\s\S]*)$/.exec(rendered.appHtml)!;
  return afterStylesheet(shell, preloads ? [preloads] : [])
    .replace(
      /<html([^>]*)>/,
      (_tag, attributes: string) =>
        `<html${attributes} data-currency="${escapeHtml(rendered.currency)}" data-mantine-color-scheme="light">`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${appHtml}</div>\n    <script type="application/json" id="${SSR_STATE_ID}">${scriptJson(rendered.state)}</script>`,
    );
}
