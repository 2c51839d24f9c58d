/** Attachment rules shared by the features that take files (spec 000 §5 Attachments). */

/** File types of the generic attachment rule of spec 000 §5, in the order the messages list them. */
export const ATTACHMENT_TYPES = ['pdf', 'docx', 'xlsx', 'txt', 'png', 'jpeg', 'jpg', 'pptx', 'ppt'] as const;
