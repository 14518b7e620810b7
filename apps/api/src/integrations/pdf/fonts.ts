/**
 * The embedded Unicode font: DejaVu Sans (regular and bold) from the dejavu-fonts-ttf npm package, resolved
 * from this module (src under tsx and vitest, or the built dist: the package stays in node_modules). Read
 * once; pdfkit parses it for each document and embeds the subset the document uses. (A parsed font shared
 * between documents would save most of a receipt's ~40 ms of CPU, but fontkit's shared state then garbles
 * the second document's text map: a test caught 'Nguyễn' read back as '\x03guyễn'.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const resolve = createRequire(import.meta.url).resolve;

export const FONT_FILES = {
  regular: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

let loaded: { regular: Buffer; bold: Buffer } | undefined;

export function fontData(): { regular: Buffer; bold: Buffer } {
  loaded ??= { regular: readFileSync(FONT_FILES.regular), bold: readFileSync(FONT_FILES.bold) };
  return loaded;
}
