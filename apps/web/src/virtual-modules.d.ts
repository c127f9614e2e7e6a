/** One part of one language's texts, built by vite-plugins/texts.ts (locales/text-parts.ts). */
declare module 'virtual:souk-texts/*' {
  import type { ResourceKey } from 'i18next';

  const texts: ResourceKey;
  export default texts;
}
