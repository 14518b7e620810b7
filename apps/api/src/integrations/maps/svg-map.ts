/**
 * The built-in map renderer: an SVG tile with a street grid (laid out from the store's coordinates, so
 * each store gets its own), a park, a river, the store's pin in the centre and its name and address.
 * No outside tile server.
 */
import type { MapImage, MapPlace, MapsPort } from './port';

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A small deterministic pseudo-random sequence seeded by the coordinates. */
function sequence(seed: number) {
  let state = Math.floor(Math.abs(seed) * 1_000_003) % 2_147_483_647 || 1;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

export function renderStoreMapSvg(
  place: MapPlace,
  { width, height }: { width: number; height: number },
): string {
  const next = sequence(place.latitude * 1000 + place.longitude * 7);
  const streets: string[] = [];
  const spacing = 48 + Math.round(next() * 24);
  for (let x = Math.round(next() * spacing); x < width; x += spacing)
    streets.push(
      `<line x1="${x}" y1="0" x2="${x}" y2="${height}" stroke="#ffffff" stroke-width="${next() > 0.7 ? 7 : 3}"/>`,
    );
  for (let y = Math.round(next() * spacing); y < height; y += spacing)
    streets.push(
      `<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="#ffffff" stroke-width="${next() > 0.7 ? 7 : 3}"/>`,
    );
  const parkX = Math.round(next() * (width - 120));
  const parkY = Math.round(next() * (height - 90));
  const riverY = Math.round(height * (0.15 + next() * 0.2));
  const cx = Math.round(width / 2);
  const cy = Math.round(height / 2);
  const name = escapeXml(place.name);
  const address = escapeXml(place.address);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Map of ${name}, ${address}">`,
    `<title>Map of ${name}, ${address}</title>`,
    `<rect width="${width}" height="${height}" fill="#ece7dc"/>`,
    `<rect x="${parkX}" y="${parkY}" width="110" height="80" rx="10" fill="#c8e6c0"/>`,
    `<path d="M0 ${riverY} C ${width / 3} ${riverY + 40}, ${(2 * width) / 3} ${riverY - 40}, ${width} ${riverY + 10}" stroke="#a9cfe8" stroke-width="18" fill="none"/>`,
    ...streets,
    `<line x1="0" y1="${height}" x2="${width}" y2="0" stroke="#f7d488" stroke-width="9"/>`,
    `<g transform="translate(${cx} ${cy})">`,
    '<path d="M0 0 C -6 -12 -16 -18 -16 -30 A 16 16 0 1 1 16 -30 C 16 -18 6 -12 0 0 Z" fill="#c62828" stroke="#7f1010" stroke-width="2"/>',
    '<circle cx="0" cy="-30" r="6" fill="#ffffff"/>',
    '</g>',
    `<rect x="${cx - 150}" y="${cy + 8}" width="300" height="42" rx="6" fill="#ffffff" fill-opacity="0.92" stroke="#8a8a8a"/>`,
    `<text x="${cx}" y="${cy + 26}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">${name}</text>`,
    `<text x="${cx}" y="${cy + 43}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="11" fill="#333333">${address}</text>`,
    `<text x="${width - 6}" y="${height - 6}" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="9" fill="#555555">Illustrative map, not to scale</text>`,
    '</svg>',
  ].join('\n');
}

export const svgMaps: MapsPort = {
  storeMap(place, size): MapImage {
    return { contentType: 'image/svg+xml; charset=utf-8', body: renderStoreMapSvg(place, size) };
  },
};
