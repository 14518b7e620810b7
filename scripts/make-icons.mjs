#!/usr/bin/env node
// Generates the PWA icons of the eight brands and a neutral favicon, with Node alone (no image library):
//   apps/web/public/icons/<code>-192.png and <code>-512.png  — the brand colour, a white rounded square
//   with a brand-coloured dot (kept inside the maskable safe zone), and apps/web/public/favicon.svg.
// PNG = signature + IHDR + IDAT (zlib of filtered RGBA rows) + IEND, each chunk with a CRC32.
// Run: npx tsx scripts/make-icons.mjs (tsx resolves the TypeScript @lender/domain package)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { BRAND_THEMES } from '@lender/domain';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'apps/web/public');

export const BRAND_PRIMARIES = Object.fromEntries(
  Object.entries(BRAND_THEMES).map(([code, theme]) => [code, theme.primary]),
);
export const ICON_SIZES = [192, 512];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** PNG bytes of a width × height RGBA image (rgba: Uint8Array of width * height * 4). */
export function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(
      rows,
      y * (width * 4 + 1) + 1,
    );
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function hexToRgb(hex) {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Inside the white mark? Coordinates are in 0..1 across the icon. */
function coverage(x, y) {
  const half = 0.22; // the rounded square spans 44 % of the icon, well inside the 80 % safe circle
  const radius = 0.07;
  const dx = Math.max(Math.abs(x - 0.5) - (half - radius), 0);
  const dy = Math.max(Math.abs(y - 0.5) - (half - radius), 0);
  const inSquare = dx * dx + dy * dy <= radius * radius;
  const inDot = (x - 0.5) ** 2 + (y - 0.5) ** 2 <= 0.09 ** 2;
  return inSquare && !inDot;
}

/** The icon's pixels, anti-aliased by 4 × 4 supersampling. */
export function drawIcon(size, hex) {
  const [r, g, b] = hexToRgb(hex);
  const rgba = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          if (coverage((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size))
            hits += 1;
        }
      }
      const white = hits / (samples * samples);
      const i = (py * size + px) * 4;
      rgba[i] = Math.round(r + (255 - r) * white);
      rgba[i + 1] = Math.round(g + (255 - g) * white);
      rgba[i + 2] = Math.round(b + (255 - b) * white);
      rgba[i + 3] = 255;
    }
  }
  return rgba;
}

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#2f3b4a"/>
  <rect x="18" y="18" width="28" height="28" rx="5" fill="#ffffff"/>
  <circle cx="32" cy="32" r="6" fill="#2f3b4a"/>
</svg>
`;

function main() {
  const iconsDir = join(publicDir, 'icons');
  mkdirSync(iconsDir, { recursive: true });
  for (const [code, hex] of Object.entries(BRAND_PRIMARIES)) {
    for (const size of ICON_SIZES) {
      const file = join(iconsDir, `${code}-${size}.png`);
      writeFileSync(file, encodePng(size, size, drawIcon(size, hex)));
      console.log(`[icons] ${file.slice(root.length + 1)}`);
    }
  }
  writeFileSync(join(publicDir, 'favicon.svg'), FAVICON_SVG);
  console.log('[icons] apps/web/public/favicon.svg');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
