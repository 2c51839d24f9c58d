/** Client validation rules of spec 001 §5 for posts, with their messages. */
import { describe, expect, it } from 'vitest';
import { canSubmitPost, postBodyError, postTitleError, tagsError } from './post-rules';
import { canAddAttachment, postAttachmentError } from '../../shared/post-attachment-rules';
import { normaliseEditorHtml } from '../../shared/rich-text';

const MB = 1024 * 1024;

describe('post form (001 §5)', () => {
  it('requires a title that is not only whitespace', () => {
    expect(postTitleError('')).toBe('Please enter a post title');
    expect(postTitleError('   ')).toBe('Please enter a post title');
    expect(postTitleError('Hello')).toBeNull();
  });
  it('limits the title to 150 characters', () => {
    expect(postTitleError('a'.repeat(150))).toBeNull();
    expect(postTitleError('a'.repeat(151))).toBe('Max length is 150 symbols');
  });
  it('requires a body; an editor with no text is empty', () => {
    expect(postBodyError('<p></p>')).toBe('Please enter a post content');
    expect(postBodyError('<p>  </p>')).toBe('Please enter a post content');
    expect(postBodyError('<p>Hi</p>')).toBeNull();
    expect(normaliseEditorHtml('<p><br></p>')).toBe('');
  });
  it('disables Post/Save while title or body is empty', () => {
    expect(canSubmitPost('', '<p>x</p>')).toBe(false);
    expect(canSubmitPost('t', '<p></p>')).toBe(false);
    expect(canSubmitPost('t', '<p>x</p>')).toBe(true);
  });
  it('allows only the listed attachment types at 5 MB each', () => {
    expect(postAttachmentError({ name: 'a.exe', size: 1 })).toBe(
      'Allowed only: pdf, docx, xlsx, ppt, pptx, txt, png, jpeg, jpg file types',
    );
    expect(postAttachmentError({ name: 'a.PDF', size: 5 * MB })).toBeNull();
    expect(postAttachmentError({ name: 'a.pdf', size: 5 * MB + 1 })).toBe('Maximum allowed file size is 5Mb');
  });
  it('disables the upload button at 10 attachments', () => {
    expect(canAddAttachment(9)).toBe(true);
    expect(canAddAttachment(10)).toBe(false);
  });
  it('allows up to 10 tags', () => {
    expect(tagsError(10)).toBeNull();
    expect(tagsError(11)).toBe('Up to 10 tags are allowed');
  });
});
