import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, imageFile } from '../integrations/images/process-image.ts';
import type { ObjectStorage } from '../integrations/storage/storage.ts';
import type { Shape } from './demo-catalog.ts';

/**
 * Product "photos" for the demo catalogue, drawn as SVG (a studio backdrop, a soft shadow and a
 * shaded product silhouette) and encoded like any upload. Rendering is slow next to copying, so
 * the encoded files are cached in the system temp folder and reused by later seeds.
 */
const CACHE_DIR = path.join(os.tmpdir(), 'souk-demo-images-v1');

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const target = amount >= 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

const SHAPES: Record<Shape, string> = {
  shirt: `<path d="M420 300 L520 250 Q600 310 680 250 L780 300 L910 470 L805 530 L760 480 L760 960 L440 960 L440 480 L395 530 L290 470 Z" fill="url(#body)"/>
    <path d="M520 250 Q600 330 680 250" fill="none" stroke="rgba(0,0,0,0.25)" stroke-width="10"/>
    <path d="M600 320 L600 940" stroke="rgba(255,255,255,0.25)" stroke-width="6"/>`,
  dress: `<path d="M525 230 L675 230 L700 430 Q800 700 870 965 L330 965 Q400 700 500 430 Z" fill="url(#body)"/>
    <path d="M500 430 Q600 470 700 430" fill="none" stroke="rgba(0,0,0,0.22)" stroke-width="14"/>`,
  shoe: `<path d="M250 770 Q250 620 380 600 L560 560 Q640 520 700 600 Q820 700 950 725 Q990 745 980 800 L250 800 Z" fill="url(#body)"/>
    <rect x="240" y="795" width="750" height="55" rx="24" fill="${'#f2f2f2'}"/>
    <path d="M560 600 L600 660 M610 585 L650 645 M660 600 L700 655" stroke="rgba(255,255,255,0.7)" stroke-width="10"/>`,
  bag: `<path d="M470 480 Q470 290 600 290 Q730 290 730 480" fill="none" stroke="url(#body)" stroke-width="36"/>
    <rect x="340" y="460" width="520" height="500" rx="60" fill="url(#body)"/>
    <rect x="340" y="560" width="520" height="26" fill="rgba(0,0,0,0.15)"/>`,
  phone: `<rect x="430" y="210" width="340" height="720" rx="56" fill="url(#body)"/>
    <rect x="455" y="260" width="290" height="600" rx="22" fill="#0d1b2a"/>
    <rect x="455" y="260" width="290" height="600" rx="22" fill="url(#screen)"/>`,
  headphones: `<path d="M370 720 Q370 300 600 300 Q830 300 830 720" fill="none" stroke="url(#body)" stroke-width="48"/>
    <rect x="320" y="640" width="130" height="250" rx="55" fill="url(#body)"/><rect x="750" y="640" width="130" height="250" rx="55" fill="url(#body)"/>`,
  mug: `<rect x="380" y="430" width="400" height="500" rx="60" fill="url(#body)"/>
    <ellipse cx="830" cy="660" rx="95" ry="130" fill="none" stroke="url(#body)" stroke-width="44"/>
    <ellipse cx="580" cy="440" rx="195" ry="38" fill="rgba(0,0,0,0.18)"/>`,
  bottle: `<rect x="545" y="200" width="110" height="90" rx="14" fill="#3b3b3b"/><rect x="560" y="285" width="80" height="110" fill="url(#body)"/>
    <rect x="440" y="380" width="320" height="580" rx="90" fill="url(#body)"/><rect x="470" y="560" width="260" height="200" rx="16" fill="rgba(255,255,255,0.75)"/>`,
  ring: `<circle cx="600" cy="680" r="210" fill="none" stroke="url(#body)" stroke-width="64"/>
    <path d="M600 330 L690 420 L600 520 L510 420 Z" fill="${'#dff3ff'}" stroke="rgba(0,0,0,0.2)" stroke-width="6"/>`,
  jar: `<rect x="420" y="300" width="360" height="90" rx="20" fill="#5a4632"/><rect x="390" y="380" width="420" height="580" rx="70" fill="url(#body)"/>
    <rect x="420" y="540" width="360" height="220" rx="18" fill="rgba(255,255,255,0.8)"/>`,
  ball: `<circle cx="600" cy="620" r="300" fill="url(#body)"/>
    <path d="M320 560 Q600 700 880 560 M600 320 Q480 620 600 920" fill="none" stroke="rgba(255,255,255,0.55)" stroke-width="16"/>`,
  cube: `<path d="M600 280 L880 420 L600 560 L320 420 Z" fill="${'url(#top)'}"/><path d="M320 420 L600 560 L600 920 L320 780 Z" fill="url(#body)"/>
    <path d="M880 420 L600 560 L600 920 L880 780 Z" fill="rgba(0,0,0,0.28)"/><path d="M880 420 L600 560 L600 920 L880 780 Z" fill="url(#body)" opacity="0.6"/>`,
  book: `<rect x="380" y="250" width="460" height="680" rx="18" fill="url(#body)"/><rect x="380" y="250" width="60" height="680" fill="rgba(0,0,0,0.25)"/>
    <rect x="500" y="380" width="260" height="40" rx="8" fill="rgba(255,255,255,0.7)"/><rect x="500" y="450" width="200" height="24" rx="8" fill="rgba(255,255,255,0.5)"/>`,
  watch: `<rect x="520" y="200" width="160" height="800" rx="40" fill="#3a3a3a"/><circle cx="600" cy="600" r="200" fill="url(#body)"/>
    <circle cx="600" cy="600" r="160" fill="#fbfbf8"/><path d="M600 600 L600 490 M600 600 L680 640" stroke="#222" stroke-width="14" stroke-linecap="round"/>`,
};

export function productSvg(shape: Shape, hex: string, backdropHue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
  <defs>
    <radialGradient id="bg" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="hsl(${backdropHue},28%,98%)"/><stop offset="1" stop-color="hsl(${backdropHue},22%,87%)"/></radialGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(hex, 0.28)}"/><stop offset="0.55" stop-color="${hex}"/><stop offset="1" stop-color="${shade(hex, -0.35)}"/></linearGradient>
    <linearGradient id="top" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(hex, 0.45)}"/><stop offset="1" stop-color="${shade(hex, 0.15)}"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgba(120,180,255,0.55)"/><stop offset="1" stop-color="rgba(20,40,80,0.2)"/></linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="rgba(0,0,0,0.30)"/><stop offset="1" stop-color="rgba(0,0,0,0)"/></radialGradient>
  </defs>
  <rect width="1200" height="1200" fill="url(#bg)"/>
  <ellipse cx="600" cy="990" rx="390" ry="60" fill="url(#shadow)"/>
  ${SHAPES[shape]}
</svg>`;
}

/** A wide hero banner: a cedar-green wash with soft circles; the web app writes the title over it. */
export function bannerSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,28%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,45%)"/></linearGradient></defs>
  <rect width="1600" height="600" fill="url(#g)"/>
  <circle cx="1300" cy="120" r="260" fill="rgba(255,255,255,0.10)"/><circle cx="1450" cy="520" r="180" fill="rgba(255,255,255,0.08)"/>
  <circle cx="180" cy="560" r="220" fill="rgba(0,0,0,0.10)"/>
  <path d="M1120 470 L1200 300 L1280 470 Z M1170 470 L1200 380 L1230 470 Z" fill="rgba(255,255,255,0.18)"/>
</svg>`;
}

/** Renders (or takes from the cache) an SVG in every stored width and puts it under `key`. */
export async function storeDemoImage(storage: ObjectStorage, key: string, svg: string): Promise<void> {
  const digest = createHash('sha256').update(svg).digest('hex').slice(0, 24);
  await mkdir(CACHE_DIR, { recursive: true });
  for (const width of IMAGE_WIDTHS) {
    const cached = path.join(CACHE_DIR, `${digest}-${width}.webp`);
    let body: Buffer;
    try {
      body = await readFile(cached);
    } catch {
      body = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 80, effort: 2 }).toBuffer();
      await writeFile(cached, body);
    }
    await storage.put(imageFile(key, width), body, 'image/webp');
  }
}
