import { describe, expect, it } from 'vitest';
import {
  POST_MESSAGES,
  POST_TRANSITIONS,
  PostStatus,
  ZCreatePostFields,
  ZReportBody,
  attachmentError,
  fileExtension,
} from './posts';

const firstMessage = (input: unknown) => {
  const result = ZCreatePostFields.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};
const valid = { communityId: '3f2a4b6c-1d2e-4f50-8a9b-0c1d2e3f4a5b', title: 'Title', body: '<p>Body</p>' };

describe('post form rules (spec 001 §5)', () => {
  it('requires a title that is not only whitespace', () => {
    expect(firstMessage({ ...valid, title: '' })).toBe('Please enter a post title');
    expect(firstMessage({ ...valid, title: '   ' })).toBe('Please enter a post title');
    expect(firstMessage({ ...valid, title: undefined })).toBe('Please enter a post title');
  });

  it('limits the title to 150 characters', () => {
    expect(firstMessage({ ...valid, title: 'x'.repeat(150) })).toBeNull();
    expect(firstMessage({ ...valid, title: 'x'.repeat(151) })).toBe('Max length is 150 symbols');
  });

  it('requires a body', () => {
    expect(firstMessage({ ...valid, body: ' ' })).toBe('Please enter a post content');
  });

  it('allows up to 10 tags', () => {
    const id = valid.communityId;
    expect(firstMessage({ ...valid, tagIds: Array(10).fill(id) })).toBeNull();
    expect(firstMessage({ ...valid, tagIds: Array(11).fill(id) })).toBe(POST_MESSAGES.tooManyTags);
  });

  it('checks attachment types and the 5 MB size with the spec messages', () => {
    expect(attachmentError({ name: 'a.PDF', size: 10 })).toBeNull();
    expect(attachmentError({ name: 'a.exe', size: 10 })).toBe(
      'Allowed only: pdf, docx, xlsx, ppt, pptx, txt, png, jpeg, jpg file types',
    );
    expect(attachmentError({ name: 'a.png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(attachmentError({ name: 'a.png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Maximum allowed file size is 5Mb',
    );
    expect(fileExtension('archive.tar.GZ')).toBe('gz');
    expect(fileExtension('README')).toBe('');
  });

  it('refuses a report whose reason is blank after trimming', () => {
    expect(ZReportBody.safeParse({ message: '   ' }).success).toBe(false);
    expect(ZReportBody.safeParse({ message: ' Spam ' }).data?.message).toBe('Spam');
  });
});

describe('post state machine (spec 001 §4)', () => {
  const allowed = (from: number, to: number) =>
    POST_TRANSITIONS.find((t) => t.from === from && t.to === to)?.flag;
  it('approves or declines pending posts with postApprove', () => {
    expect(allowed(PostStatus.WaitForApproval, PostStatus.Published)).toBe('postApprove');
    expect(allowed(PostStatus.WaitForApproval, PostStatus.Archived)).toBe('postApprove');
  });
  it('publishes archived and restores deleted posts with postEdit; archives reported ones with postDelete', () => {
    expect(allowed(PostStatus.Archived, PostStatus.Published)).toBe('postEdit');
    expect(allowed(PostStatus.Deleted, PostStatus.Published)).toBe('postEdit');
    expect(allowed(PostStatus.Published, PostStatus.ArchivedDueToReported)).toBe('postDelete');
  });
  it('has no other transitions', () => {
    expect(allowed(PostStatus.Published, PostStatus.WaitForApproval)).toBeUndefined();
    expect(allowed(PostStatus.ArchivedDueToReported, PostStatus.Published)).toBeUndefined();
    expect(POST_TRANSITIONS).toHaveLength(5);
  });
});
