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
const CACHE_DIR = path.join(os.tmpdir(), 'souk-demo-images-v2');

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
  vase: `<path d="M520 250 L680 250 L665 330 Q860 480 800 760 Q760 960 600 965 Q440 960 400 760 Q340 480 535 330 Z" fill="url(#body)"/>
    <ellipse cx="600" cy="252" rx="82" ry="18" fill="rgba(0,0,0,0.25)"/><path d="M470 520 Q600 560 730 520" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="12"/>`,
  car: `<path d="M270 720 L300 600 Q320 560 370 555 L470 550 L540 440 Q560 420 600 420 L780 420 Q820 420 845 450 L930 560 Q960 580 960 640 L960 720 Z" fill="url(#body)"/>
    <path d="M565 460 L620 460 L620 550 L510 550 Z M650 460 L770 460 L840 550 L650 550 Z" fill="rgba(255,255,255,0.6)"/>
    <circle cx="420" cy="760" r="95" fill="#5a4632"/><circle cx="420" cy="760" r="40" fill="#c9a27a"/>
    <circle cx="820" cy="760" r="95" fill="#5a4632"/><circle cx="820" cy="760" r="40" fill="#c9a27a"/>
    <path d="M270 660 Q180 650 150 600" fill="none" stroke="#8a6a4a" stroke-width="12"/><circle cx="145" cy="590" r="22" fill="#8a6a4a"/>`,
  bear: `<circle cx="430" cy="300" r="85" fill="url(#body)"/><circle cx="770" cy="300" r="85" fill="url(#body)"/>
    <ellipse cx="600" cy="730" rx="250" ry="230" fill="url(#body)"/><circle cx="600" cy="420" r="200" fill="url(#body)"/>
    <ellipse cx="600" cy="480" rx="90" ry="65" fill="rgba(255,255,255,0.55)"/><ellipse cx="600" cy="455" rx="30" ry="22" fill="#2b2b2b"/>
    <circle cx="530" cy="385" r="18" fill="#2b2b2b"/><circle cx="670" cy="385" r="18" fill="#2b2b2b"/>
    <ellipse cx="420" cy="900" rx="90" ry="60" fill="url(#body)"/><ellipse cx="780" cy="900" rx="90" ry="60" fill="url(#body)"/>
    <ellipse cx="600" cy="760" rx="130" ry="120" fill="rgba(255,255,255,0.25)"/>`,
  camel: `<ellipse cx="600" cy="620" rx="290" ry="150" fill="url(#body)"/><ellipse cx="600" cy="480" rx="150" ry="120" fill="url(#body)"/>
    <path d="M840 580 Q920 480 900 330 L960 320 Q990 480 900 640 Z" fill="url(#body)"/><ellipse cx="950" cy="310" rx="75" ry="45" fill="url(#body)"/>
    <circle cx="965" cy="295" r="10" fill="#2b2b2b"/>
    <rect x="380" y="700" width="55" height="250" rx="24" fill="url(#body)"/><rect x="470" y="710" width="55" height="240" rx="24" fill="url(#body)"/>
    <rect x="680" y="710" width="55" height="240" rx="24" fill="url(#body)"/><rect x="770" y="700" width="55" height="250" rx="24" fill="url(#body)"/>`,
  lantern: `<path d="M600 170 Q660 170 660 230 L540 230 Q540 170 600 170 Z" fill="url(#body)"/><path d="M480 230 L720 230 L680 300 L520 300 Z" fill="url(#body)"/>
    <path d="M500 300 L700 300 L740 800 L460 800 Z" fill="url(#body)"/><path d="M540 330 L660 330 L690 770 L510 770 Z" fill="rgba(255,226,150,0.85)"/>
    <path d="M600 330 L600 770 M540 550 L670 550" stroke="url(#body)" stroke-width="14"/><rect x="430" y="800" width="340" height="70" rx="14" fill="url(#body)"/>`,
  cushion: `<path d="M300 380 Q600 300 900 380 Q960 600 900 820 Q600 900 300 820 Q240 600 300 380 Z" fill="url(#body)"/>
    <path d="M420 500 L780 500 L780 700 L420 700 Z" fill="none" stroke="rgba(255,255,255,0.6)" stroke-width="10" stroke-dasharray="24 14"/>
    <circle cx="600" cy="600" r="50" fill="none" stroke="rgba(255,255,255,0.6)" stroke-width="10"/>`,
  board: `<rect x="330" y="380" width="540" height="420" rx="70" fill="url(#body)"/><rect x="860" y="540" width="170" height="100" rx="40" fill="url(#body)"/>
    <circle cx="970" cy="590" r="22" fill="rgba(0,0,0,0.3)"/><path d="M380 480 Q600 440 820 500 M380 620 Q600 580 820 640 M380 740 Q600 700 820 760" fill="none" stroke="rgba(0,0,0,0.15)" stroke-width="8"/>`,
  bowl: `<path d="M280 560 L920 560 Q900 860 600 880 Q300 860 280 560 Z" fill="url(#body)"/><ellipse cx="600" cy="560" rx="320" ry="70" fill="url(#top)"/>
    <ellipse cx="600" cy="565" rx="270" ry="45" fill="rgba(0,0,0,0.18)"/><path d="M350 680 Q600 760 850 680" fill="none" stroke="rgba(255,255,255,0.4)" stroke-width="14"/>`,
  dallah: `<path d="M520 300 L680 300 L660 420 Q800 520 780 760 L800 900 L400 900 L420 760 Q400 520 540 420 Z" fill="url(#body)"/>
    <path d="M540 300 Q600 200 660 300 Z" fill="url(#body)"/><circle cx="600" cy="215" r="22" fill="url(#body)"/>
    <path d="M430 560 Q300 470 240 330 L280 320 Q350 450 450 500" fill="url(#body)"/><path d="M780 480 Q900 520 880 700 Q860 780 790 800" fill="none" stroke="url(#body)" stroke-width="30"/>`,
  glass: `<path d="M470 330 L730 330 Q700 420 690 520 Q680 700 740 920 L460 920 Q520 700 510 520 Q500 420 470 330 Z" fill="rgba(255,255,255,0.45)" stroke="url(#body)" stroke-width="14"/>
    <path d="M500 560 Q600 575 700 560 Q690 720 725 900 L475 900 Q510 720 500 560 Z" fill="url(#body)" opacity="0.85"/>
    <ellipse cx="600" cy="930" rx="170" ry="24" fill="url(#body)"/>`,
  grinder: `<rect x="430" y="420" width="340" height="480" rx="30" fill="url(#body)"/><path d="M450 420 L750 420 L700 330 L500 330 Z" fill="url(#top)"/>
    <rect x="585" y="250" width="30" height="90" fill="#3b3b3b"/><path d="M600 255 L800 215" stroke="#3b3b3b" stroke-width="24" stroke-linecap="round"/>
    <circle cx="810" cy="212" r="34" fill="#5a4632"/><rect x="520" y="640" width="160" height="90" rx="14" fill="rgba(0,0,0,0.25)"/>`,
  earbuds: `<rect x="360" y="560" width="480" height="330" rx="150" fill="#f4f4f2" stroke="rgba(0,0,0,0.15)" stroke-width="8"/>
    <path d="M360 690 L840 690" stroke="rgba(0,0,0,0.2)" stroke-width="8"/>
    <circle cx="480" cy="420" r="80" fill="url(#body)"/><rect x="455" y="420" width="50" height="170" rx="25" fill="url(#body)"/>
    <circle cx="720" cy="420" r="80" fill="url(#body)"/><rect x="695" y="420" width="50" height="170" rx="25" fill="url(#body)"/>`,
  speaker: `<rect x="360" y="300" width="480" height="620" rx="90" fill="url(#body)"/><circle cx="600" cy="700" r="150" fill="rgba(0,0,0,0.35)"/>
    <circle cx="600" cy="700" r="60" fill="rgba(255,255,255,0.25)"/><circle cx="600" cy="440" r="60" fill="rgba(0,0,0,0.3)"/>`,
  powerbank: `<rect x="380" y="260" width="440" height="700" rx="70" fill="url(#body)"/><rect x="540" y="240" width="120" height="40" rx="10" fill="#3b3b3b"/>
    <circle cx="500" cy="380" r="14" fill="#7ee081"/><circle cx="550" cy="380" r="14" fill="#7ee081"/><circle cx="600" cy="380" r="14" fill="#7ee081"/>
    <path d="M620 520 L540 680 L610 680 L570 820 L680 620 L610 620 L660 520 Z" fill="rgba(255,255,255,0.7)"/>`,
  charger: `<rect x="420" y="420" width="360" height="360" rx="60" fill="url(#body)"/><rect x="500" y="330" width="40" height="100" rx="8" fill="#b8bcc2"/>
    <rect x="660" y="330" width="40" height="100" rx="8" fill="#b8bcc2"/><rect x="560" y="700" width="80" height="30" rx="6" fill="rgba(0,0,0,0.35)"/>
    <path d="M600 780 Q600 900 760 900 Q900 900 930 820" fill="none" stroke="url(#body)" stroke-width="26" stroke-linecap="round"/>`,
  wallet: `<rect x="300" y="420" width="600" height="420" rx="50" fill="url(#body)"/><path d="M300 470 Q300 420 350 420 L850 420 Q900 420 900 470 L900 560 L300 560 Z" fill="url(#top)"/>
    <rect x="330" y="340" width="420" height="120" rx="16" fill="#f5f5f0" transform="rotate(-6 540 400)"/>
    <rect x="760" y="600" width="140" height="110" rx="30" fill="rgba(0,0,0,0.25)"/><circle cx="820" cy="655" r="18" fill="#c9a227"/>`,
  soap: `<rect x="320" y="560" width="560" height="300" rx="90" fill="url(#body)"/><path d="M330 620 Q600 540 870 620 L870 660 Q600 590 330 660 Z" fill="url(#top)"/>
    <ellipse cx="600" cy="700" rx="150" ry="60" fill="none" stroke="rgba(255,255,255,0.55)" stroke-width="12"/>
    <circle cx="780" cy="430" r="40" fill="rgba(255,255,255,0.6)"/><circle cx="850" cy="380" r="24" fill="rgba(255,255,255,0.5)"/>`,
  tube: `<path d="M440 250 L760 250 L720 820 L480 820 Z" fill="url(#body)"/><path d="M430 230 L770 230 L770 280 L430 280 Z" fill="rgba(0,0,0,0.2)"/>
    <rect x="520" y="820" width="160" height="110" rx="18" fill="#f5f5f0"/><rect x="500" y="420" width="200" height="220" rx="12" fill="rgba(255,255,255,0.7)"/>`,
  pendant: `<path d="M380 260 Q600 840 820 260" fill="none" stroke="#c9a227" stroke-width="14"/>
    <path d="M600 560 L700 720 L650 720 L740 860 L460 860 L550 720 L500 720 Z" fill="url(#body)"/><rect x="585" y="860" width="30" height="60" fill="url(#body)"/>`,
  tin: `<rect x="400" y="300" width="400" height="620" rx="20" fill="url(#body)"/><rect x="400" y="300" width="400" height="50" fill="url(#top)"/>
    <rect x="560" y="240" width="80" height="70" rx="10" fill="#b8bcc2"/><path d="M460 300 Q600 160 740 300" fill="none" stroke="#8a8a8a" stroke-width="14"/>
    <rect x="440" y="460" width="320" height="300" rx="16" fill="rgba(255,255,255,0.75)"/><ellipse cx="600" cy="610" rx="80" ry="110" fill="#6b7b3a"/>`,
  box: `<path d="M300 520 L600 420 L900 520 L600 620 Z" fill="url(#top)"/><path d="M300 520 L600 620 L600 920 L300 820 Z" fill="url(#body)"/>
    <path d="M900 520 L600 620 L600 920 L900 820 Z" fill="url(#body)" opacity="0.75"/>
    <path d="M450 470 L750 570 L750 870" fill="none" stroke="#c9a227" stroke-width="24"/><circle cx="600" cy="520" r="40" fill="#c9a227"/>`,
  tray: `<ellipse cx="600" cy="700" rx="420" ry="170" fill="#b8bcc2"/><ellipse cx="600" cy="680" rx="380" ry="140" fill="url(#body)"/>
    <path d="M330 640 L870 640 M380 720 L820 720 M470 590 L470 780 M600 560 L600 810 M730 590 L730 780" stroke="rgba(0,0,0,0.22)" stroke-width="8"/>
    <circle cx="420" cy="680" r="14" fill="#6b7b3a"/><circle cx="540" cy="610" r="14" fill="#6b7b3a"/><circle cx="660" cy="760" r="14" fill="#6b7b3a"/><circle cx="790" cy="680" r="14" fill="#6b7b3a"/>`,
  mat: `<rect x="260" y="560" width="520" height="300" rx="20" fill="url(#body)"/><ellipse cx="800" cy="710" rx="130" ry="150" fill="url(#top)"/>
    <ellipse cx="800" cy="710" rx="70" ry="85" fill="rgba(0,0,0,0.25)"/><path d="M300 620 L760 620 M300 800 L760 800" stroke="rgba(255,255,255,0.3)" stroke-width="8"/>`,
  dumbbell: `<rect x="420" y="570" width="360" height="60" rx="20" fill="#8a8a8a"/>
    <rect x="300" y="440" width="130" height="320" rx="30" fill="url(#body)"/><rect x="770" y="440" width="130" height="320" rx="30" fill="url(#body)"/>
    <rect x="240" y="500" width="70" height="200" rx="20" fill="url(#body)"/><rect x="890" y="500" width="70" height="200" rx="20" fill="url(#body)"/>`,
  bands: `<ellipse cx="520" cy="620" rx="260" ry="170" fill="none" stroke="url(#body)" stroke-width="46"/>
    <ellipse cx="700" cy="660" rx="240" ry="150" fill="none" stroke="url(#body)" stroke-width="46" opacity="0.75"/>
    <ellipse cx="620" cy="560" rx="220" ry="130" fill="none" stroke="rgba(255,255,255,0.45)" stroke-width="10"/>`,
  tent: `<path d="M600 260 L960 900 L240 900 Z" fill="url(#body)"/><path d="M600 260 L700 900 L500 900 Z" fill="rgba(0,0,0,0.35)"/>
    <path d="M600 260 L600 200" stroke="#3b3b3b" stroke-width="14"/><path d="M240 900 L160 960 M960 900 L1040 960" stroke="#3b3b3b" stroke-width="8"/>`,
  glove: `<path d="M420 930 L420 620 Q380 540 330 480 Q300 430 350 410 Q400 400 450 480 L470 500 L470 320 Q470 270 515 270 Q560 270 560 320 L560 470
      L580 280 Q590 230 635 235 Q680 245 672 295 L660 470 L700 320 Q715 275 760 285 Q800 300 790 345 L750 520 L780 420 Q800 380 840 395 Q875 410 865 460
      L800 700 Q780 800 780 930 Z" fill="url(#body)"/><rect x="410" y="820" width="380" height="110" rx="20" fill="rgba(0,0,0,0.25)"/>`,
  puzzle: `<path d="M300 300 L560 300 Q540 240 600 230 Q660 240 640 300 L900 300 L900 560 Q960 540 970 600 Q960 660 900 640 L900 900 L300 900 Z" fill="url(#body)"/>
    <path d="M600 300 L600 900 M300 600 L900 600" stroke="rgba(0,0,0,0.25)" stroke-width="10"/>
    <circle cx="450" cy="450" r="60" fill="rgba(255,255,255,0.6)"/><path d="M700 800 L800 680 L860 800 Z" fill="rgba(255,255,255,0.6)"/>`,
  boardgame: `<path d="M250 520 L600 380 L950 520 L600 660 Z" fill="url(#top)"/><path d="M250 520 L600 660 L600 720 L250 580 Z" fill="url(#body)"/>
    <path d="M950 520 L600 660 L600 720 L950 580 Z" fill="url(#body)" opacity="0.7"/>
    <path d="M337 485 L687 625 M425 450 L775 590 M512 415 L862 555 M337 555 L687 415 M425 590 L775 450 M512 625 L862 485" stroke="rgba(0,0,0,0.25)" stroke-width="6"/>
    <circle cx="520" cy="800" r="40" fill="#f5f5f0"/><circle cx="640" cy="830" r="40" fill="#1f2328"/><rect x="760" y="760" width="70" height="70" rx="12" fill="#f5f5f0"/>`,
  cards: `<rect x="330" y="330" width="360" height="520" rx="30" fill="#f5f5f0" stroke="rgba(0,0,0,0.15)" stroke-width="6" transform="rotate(-14 510 590)"/>
    <rect x="420" y="320" width="360" height="520" rx="30" fill="url(#body)" transform="rotate(4 600 580)"/>
    <rect x="470" y="380" width="260" height="400" rx="20" fill="none" stroke="rgba(255,255,255,0.6)" stroke-width="10" transform="rotate(4 600 580)"/>
    <path d="M600 500 L660 580 L600 660 L540 580 Z" fill="rgba(255,255,255,0.75)"/>`,
  bib: `<path d="M420 300 Q420 420 600 420 Q780 420 780 300 L880 340 Q880 520 860 700 Q820 920 600 920 Q380 920 340 700 Q320 520 320 340 Z" fill="url(#body)"/>
    <path d="M420 300 Q420 420 600 420 Q780 420 780 300" fill="none" stroke="rgba(0,0,0,0.2)" stroke-width="12"/>
    <path d="M400 780 Q600 860 800 780 L790 720 Q600 790 410 720 Z" fill="rgba(255,255,255,0.4)"/>`,
  cloth: `<rect x="300" y="640" width="600" height="140" rx="30" fill="url(#body)"/><rect x="320" y="520" width="560" height="140" rx="30" fill="url(#top)"/>
    <rect x="340" y="400" width="520" height="140" rx="30" fill="url(#body)"/><path d="M360 470 L840 470 M340 590 L860 590 M320 710 L880 710" stroke="rgba(255,255,255,0.4)" stroke-width="8" stroke-dasharray="16 12"/>`,
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

interface View {
  /** Part of the 1200 × 1200 drawing to show, when not all of it. */
  viewBox?: string;
  mirrored?: boolean;
}

/** A product colour's gallery: the front, the other side and a close-up, so the product page has thumbnails and arrows. */
export const PHOTO_VIEWS: View[] = [{}, { mirrored: true }, { viewBox: '240 180 720 720' }];

/** Where view `index` of a picture is stored; a picture with one view keeps the plain key. */
export const demoImageKey = (key: string, index: number, views: number) => (views > 1 ? `${key}-${index}` : key);

/**
 * Demo pictures are drawn at 640 px, the card and gallery size, and that file also stands for the
 * 1200 px one: drawing and encoding big pictures made a fresh seed several times slower.
 */
const DRAWN_WIDTH = 640;
const draw = (svg: string) => sharp(Buffer.from(svg), { density: (72 * DRAWN_WIDTH) / 1200 });

/** Renders (or takes from the cache) an SVG's views in every stored width and puts them under `key`. */
export async function storeDemoImage(storage: ObjectStorage, key: string, svg: string, views: View[] = [{}]) {
  const digest = createHash('sha256').update(svg).digest('hex').slice(0, 24);
  await mkdir(CACHE_DIR, { recursive: true });
  for (const [index, view] of views.entries()) {
    const drawing = view.viewBox ? svg.replace('viewBox="0 0 1200 1200"', `viewBox="${view.viewBox}"`) : svg;
    let full: Buffer | undefined;
    for (const width of [DRAWN_WIDTH, 256] as const) {
      const cached = path.join(CACHE_DIR, `${digest}-${index}-${width}.webp`);
      let body: Buffer;
      try {
        body = await readFile(cached);
      } catch {
        full ??= await (view.mirrored ? draw(drawing).flop() : draw(drawing))
          .webp({ quality: 80, effort: 2 })
          .toBuffer();
        body =
          width === DRAWN_WIDTH
            ? full
            : await sharp(full).resize({ width }).webp({ quality: 80, effort: 2 }).toBuffer();
        await writeFile(cached, body);
      }
      const stored = demoImageKey(key, index, views.length);
      for (const slot of IMAGE_WIDTHS.filter((size) => (width === 256 ? size === 256 : size !== 256))) {
        await storage.put(imageFile(stored, slot), body, 'image/webp');
      }
    }
  }
}

/** Stores many demo pictures a few at a time: sharp works on its own threads, so they overlap. */
export async function storeDemoImages(storage: ObjectStorage, jobs: [key: string, svg: string][], views?: View[]) {
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await storeDemoImage(storage, job[0], job[1], views);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}
