import { describe, expect, it } from 'vitest';
import en from './en.json';

describe('accounts locales', () => {
  it('keeps the spec §8 messages word for word in English', () => {
    expect(en.details.error).toBe('Error fetching latest loan data.');
    expect(en.documents.empty).toBe('No account documents were found.');
    expect(en.documents.error).toBe('Failed to get signed account documents. Please try again.');
    expect(en.upload.errors.unreadable).toBe('File cannot be read');
    expect(en.upload.errors.unknownType).toBe('Unknown mime type');
  });
});
