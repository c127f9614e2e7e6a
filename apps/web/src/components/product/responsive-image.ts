/** The widths the API stores each photo in (apps/api/src/integrations/images/process-image.ts). */
const WIDTHS = [256, 640, 1200] as const;
const RENDITION = /-(256|640|1200)\.webp$/;

/**
 * `src`, `srcSet` and `sizes` for a stored photo, so a phone fetches the 256 or 640 px file instead
 * of whichever one the page named; a URL not in the stored pattern is used as it is.
 */
export function responsiveImage(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (!RENDITION.test(src)) return { src };
  const srcSet = WIDTHS.map((width) => `${src.replace(RENDITION, `-${width}.webp`)} ${width}w`).join(', ');
  return { src, srcSet, sizes };
}
