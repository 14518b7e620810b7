import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_SIZE_BYTES,
  sniffUploadType,
  uploadTypeFromName,
  validateUploadFiles,
} from './upload';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

const samples = {
  pdf: bytes('%PDF-1.7\n'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
  gif: bytes('GIF89a', [1, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  heic: bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]),
};

describe('sniffUploadType', () => {
  it('recognises each allowed type by its magic bytes', () => {
    expect(sniffUploadType(samples.pdf)).toBe('application/pdf');
    expect(sniffUploadType(samples.png)).toBe('image/png');
    expect(sniffUploadType(samples.jpeg)).toBe('image/jpeg');
    expect(sniffUploadType(samples.gif)).toBe('image/gif');
    expect(sniffUploadType(samples.webp)).toBe('image/webp');
    expect(sniffUploadType(samples.heic)).toBe('image/heic');
  });

  it('rejects other content', () => {
    expect(sniffUploadType(bytes('PK', [3, 4]))).toBeNull();
    expect(sniffUploadType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffUploadType(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBeNull();
    expect(sniffUploadType(new Uint8Array())).toBeNull();
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (b) => {
        const t = sniffUploadType(b);
        return t === null || typeof t === 'string';
      }),
    );
  });
});

describe('validateUploadFiles', () => {
  it('accepts readable allowed files within limits', () => {
    const result = validateUploadFiles([
      { name: 'id.pdf', size: 1000, bytes: samples.pdf },
      { name: 'photo.heic', size: 2000 },
    ]);
    expect(result).toEqual({ ok: true, types: ['application/pdf', 'image/heic'], errors: [] });
  });

  it('reports unreadable and unknown files with the codes of the spec’s messages', () => {
    const result = validateUploadFiles([
      { name: 'empty.pdf', size: 0 },
      { name: 'blank.png', size: 10, bytes: new Uint8Array() },
      { name: 'sheet.xlsx', size: 10 },
      { name: 'fake.pdf', size: 10, bytes: bytes('PK', [3, 4]) },
    ]);
    expect(result.ok).toBe(false);
    expect(result.errors.map((e) => [e.index, e.problem])).toEqual([
      [0, { code: 'unreadable' }],
      [1, { code: 'unreadable' }],
      [2, { code: 'unknownType' }],
      [3, { code: 'unknownType' }],
    ]);
  });

  it('decides by content, not by name, when bytes are present', () => {
    expect(
      validateUploadFiles([{ name: 'scan.txt', size: 10, bytes: samples.jpeg }]).types,
    ).toEqual(['image/jpeg']);
  });

  it('enforces 4 MB and 4 files', () => {
    expect(UPLOAD_MAX_SIZE_BYTES).toBe(4 * 1024 * 1024);
    expect(UPLOAD_MAX_FILES).toBe(4);
    expect(validateUploadFiles([{ name: 'a.png', size: UPLOAD_MAX_SIZE_BYTES }]).ok).toBe(true);
    expect(
      validateUploadFiles([{ name: 'a.png', size: UPLOAD_MAX_SIZE_BYTES + 1 }]).errors[0]?.problem,
    ).toEqual({ code: 'tooLarge', maxSizeMb: 4 });
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.png`, size: 10 }));
    expect(validateUploadFiles(five).errors).toEqual([
      { index: -1, name: '', problem: { code: 'tooMany', maxFiles: 4 } },
    ]);
    expect(validateUploadFiles(five.slice(0, 4)).ok).toBe(true);
  });

  it('maps extensions case-insensitively', () => {
    expect(uploadTypeFromName('A.JPG')).toBe('image/jpeg');
    expect(uploadTypeFromName('noext')).toBeNull();
  });
});
