import { SERVER_SETTINGS_DEFAULTS } from '../constants/server-settings';

/** Spec §5 Document upload: images and PDF, at most 4 MB each and 4 files. */
export interface UploadLimits {
  fileTypes: readonly string[];
  maxSizeMb: number;
  maxFiles: number;
}

export const UPLOAD_LIMITS: Readonly<UploadLimits> = {
  fileTypes: SERVER_SETTINGS_DEFAULTS.loanDocumentUpload.fileTypes,
  maxSizeMb: SERVER_SETTINGS_DEFAULTS.loanDocumentUpload.maxSizeMb,
  maxFiles: SERVER_SETTINGS_DEFAULTS.loanDocumentUpload.maxFiles,
};
export const UPLOAD_ACCEPT = SERVER_SETTINGS_DEFAULTS.loanDocumentUpload.accept;
export const UPLOAD_MAX_SIZE_BYTES = UPLOAD_LIMITS.maxSizeMb * 1024 * 1024;
export const UPLOAD_MAX_FILES = UPLOAD_LIMITS.maxFiles;

/**
 * Why a file or a choice of files is refused (spec §5: 'File cannot be read', 'Unknown mime type'; the size and count
 * limits, which the spec does not word, with the limit): a code with its parameter, worded by the web and the API.
 */
export type UploadProblem =
  | { code: 'unreadable' }
  | { code: 'unknownType' }
  | { code: 'tooLarge'; maxSizeMb: number }
  | { code: 'tooMany'; maxFiles: number };

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));
const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
]);

/** Decides a file's type from its leading bytes: PDF, PNG, JPEG, GIF, WEBP or HEIC; null otherwise. */
export function sniffUploadType(bytes: Uint8Array): string | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const head6 = ascii(bytes, 0, 6);
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 4)))
    return 'image/heic';
  return null;
}

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heic',
};

/** The type named by a file's extension, or null for an unknown extension. */
export function uploadTypeFromName(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  return EXTENSION_TYPES[name.slice(dot + 1).toLowerCase()] ?? null;
}

export interface UploadFile {
  name: string;
  size: number;
  /** The file's contents; when present the type is decided from them, else from the extension. */
  bytes?: Uint8Array;
}

export interface UploadFileError {
  index: number;
  name: string;
  problem: UploadProblem;
}

export interface UploadValidation {
  ok: boolean;
  /** The detected type per file (null when unknown). */
  types: (string | null)[];
  /** Per-file errors, plus one with index -1 when there are too many files. */
  errors: UploadFileError[];
}

function fileError(
  file: UploadFile,
  limits: UploadLimits,
): { type: string | null; problem: UploadProblem | null } {
  const unreadable =
    !Number.isFinite(file.size) ||
    file.size <= 0 ||
    (file.bytes !== undefined && file.bytes.length === 0);
  if (unreadable) return { type: null, problem: { code: 'unreadable' } };
  const type = file.bytes ? sniffUploadType(file.bytes) : uploadTypeFromName(file.name);
  if (!type || !limits.fileTypes.includes(type)) return { type, problem: { code: 'unknownType' } };
  if (file.size > limits.maxSizeMb * 1024 * 1024)
    return { type, problem: { code: 'tooLarge', maxSizeMb: limits.maxSizeMb } };
  return { type, problem: null };
}

/** Checks each file (readable, allowed type, size) and the file count. */
export function validateUploadFiles(
  files: readonly UploadFile[],
  limits: UploadLimits = UPLOAD_LIMITS,
): UploadValidation {
  const errors: UploadFileError[] = [];
  if (files.length > limits.maxFiles)
    errors.push({ index: -1, name: '', problem: { code: 'tooMany', maxFiles: limits.maxFiles } });
  const types = files.map((file, index) => {
    const { type, problem } = fileError(file, limits);
    if (problem) errors.push({ index, name: file.name, problem });
    return type;
  });
  return { ok: errors.length === 0, types, errors };
}
