/** Client validation rules of spec 001 §5 for the asset modals, with their messages. */
import { describe, expect, it } from 'vitest';
import { assetDataError, assetFileCheck, assetUrlError, requiredError } from './asset-rules';

const MB = 1024 * 1024;

describe('assets add-file modal (001 §5)', () => {
  it('requires a URL starting with http(s) with a domain', () => {
    expect(assetUrlError('')).toBe('Please input the URL!');
    expect(assetUrlError('ftp://x.com')).toBe(
      'The URL must start with http:// or https:// and must have domain',
    );
    expect(assetUrlError('https://localhost')).toBe(
      'The URL must start with http:// or https:// and must have domain',
    );
    expect(assetUrlError('https://example.org/docs?a=1')).toBeNull();
  });
  it('asks for a type and its data', () => {
    expect(assetDataError(undefined, '', null)).toBe(
      'Please select a file type and provide the necessary data.',
    );
    expect(assetDataError('file', '', null)).toBe(
      'Please select a file type and provide the necessary data.',
    );
    expect(assetDataError('link', 'https://a.io', null)).toBeNull();
  });
  it('allows the listed extensions at 5 MB', () => {
    expect(assetFileCheck({ name: 'a.mp4', size: 1 })).toBeNull();
    expect(assetFileCheck({ name: 'a.zip', size: 1 })).toBe(
      'Allowed only: pdf, doc, docx, xlsx, xls, txt, mp4, png, jpeg, jpg, pptx, ppt file types',
    );
    expect(assetFileCheck({ name: 'a.pdf', size: 5 * MB + 1 })).toBe('Maximum allowed file size is 5Mb');
  });
  it('requires names with their messages', () => {
    expect(requiredError(' ', 'Please input the name!')).toBe('Please input the name!');
    expect(requiredError('x', 'Please input the title')).toBeNull();
  });
});
