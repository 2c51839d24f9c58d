/**
 * Contact us — spec 000 §3 Contact enquiry, §5 rules, §7 (multipart `POST api/user/enquire` for legacy tenants,
 * `/api/user/contactus` for the workflow tenant), §8 ('Your enquiry has been submitted. Thank you.').
 * Files are checked before anything is stored (types, count, 10,485,760 bytes in total, then each file's bytes
 * against its extension); the enquiry is stored with its files, mailed through the outbox to the tenant's
 * contact address, and a copy goes to the member's own sign-in address (never to a typed-in address, so the
 * form cannot send mail to strangers).
 */
import {
  ENQUIRY_MESSAGES,
  ZEnquiryFields,
  enquiryFilesError,
  type TenantId,
  type TEnquiryFields,
  type TEnquiryResponse,
} from '@portal/contracts';
import { withTransaction } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html-escape';
import { contentMatchesExtension } from '../../lib/file-content';
import { extensionOf } from '../../lib/mime';
import type { RequestContext } from '../../plugins/auth';
import { keepFilesIf, storeFiles, textField, type MultipartBody } from '../../plugins/uploads';
import { assertMode } from './settings.policy';
import { insertEnquiry } from './settings.repository';
import { tenantSettingsOf } from './settings.service';

const refuse = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { errors: { [field]: [message] } });

/** The text fields of the form, validated with the spec's messages. @throws AppError 400. */
function enquiryFields(fields: MultipartBody['fields']): TEnquiryFields {
  const read = (name: string) => (Object.hasOwn(fields, name) ? textField(fields[name]) : undefined);
  const parsed = ZEnquiryFields.safeParse({
    Name: read('Name') || undefined,
    Email: read('Email') ?? '',
    Mobile: read('Mobile') || undefined,
    Comments: read('Comments') ?? '',
    memberNumber: read('memberNumber') || undefined,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw refuse(String(issue.path[0]), issue.message);
}

/** Checks the attachments (spec 000 §5) before any is stored. @throws AppError 400 with the spec's message. */
async function checkAttachments(files: MultipartBody['files']): Promise<void> {
  const rule = enquiryFilesError(files);
  if (rule) throw refuse('FileAttachment', rule);
  for (const file of files)
    if (!(await contentMatchesExtension(file.data, extensionOf(file.name))))
      throw refuse('FileAttachment', ENQUIRY_MESSAGES.fileTypes);
}

/** The enquiry's mail text (plain and HTML), every value escaped in the HTML. */
function enquiryMail(
  fields: Required<Pick<TEnquiryFields, 'Name'>> & TEnquiryFields,
  files: MultipartBody['files'],
) {
  const lines: [string, string][] = [
    ['Name', fields.Name],
    ['Email', fields.Email],
    ['Mobile', fields.Mobile ?? ''],
    ['Member number', fields.memberNumber ?? ''],
    ['Attachments', files.map((f) => `${f.name} (${f.size} bytes)`).join(', ') || 'none'],
  ];
  return {
    text: `${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${fields.Comments}`,
    // "Label: value" lines, so the text part derived from this HTML (plugins/mail-envelope.ts) reads the same.
    html: `<p>${lines.map(([k, v]) => `<strong>${k}:</strong> ${escapeHtml(v)}`).join('<br>')}</p><p>${escapeHtml(fields.Comments).replace(/\r?\n/g, '<br>')}</p>`,
  };
}

/**
 * Stores and mails one enquiry. `mode` is the flavour of the path called (`legacy`: `api/user/enquire`,
 * `workflow`: `/api/user/contactus`). Blank Name and Mobile are filled from the account. The member number is
 * the account's one number whenever it has one (issue 34 point 5: a typed-in number cannot replace it); an
 * account without a number sends what was typed, if anything.
 * @throws AppError 404 when the path is not the tenant's flavour, 400 with the spec's messages.
 */
export async function submitEnquiry(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'mail'>,
  mode: 'legacy' | 'workflow',
  body: MultipartBody,
): Promise<TEnquiryResponse> {
  assertMode(ctx.scope.tenantId, mode);
  const given = enquiryFields(body.fields);
  await checkAttachments(body.files);
  const { actor, scope } = ctx;
  const fields = {
    ...given,
    Name: given.Name ?? `${actor.firstName} ${actor.lastName}`,
    Mobile: given.Mobile ?? actor.mobile ?? undefined,
    memberNumber: actor.memberNum ?? given.memberNumber ?? undefined,
  };
  const tenantId = scope.tenantId as TenantId;
  const stored = await storeFiles(ctx.storage, tenantId, body.files);
  const { contactEmail } = await tenantSettingsOf({ scope });
  const mail = enquiryMail(fields, body.files);
  // The enquiry and both e-mails commit together (issue 35): none is lost if the process stops in between.
  const id = await keepFilesIf(ctx.storage, tenantId, stored, () =>
    withTransaction(scope, async (tx) => {
      const enquiryId = await insertEnquiry(
        tx,
        {
          userId: actor.id,
          name: fields.Name,
          email: fields.Email,
          mobile: fields.Mobile ?? null,
          comments: fields.Comments,
          memberNumber: fields.memberNumber ?? null,
        },
        stored.map((s) => ({ name: s.name, key: s.key, size: s.size })),
      );
      await ctx.mail.send(tx, {
        to: contactEmail,
        subject: `Enquiry #${enquiryId} from ${fields.Name}`,
        ...mail,
      });
      await ctx.mail.send(tx, {
        to: actor.email,
        subject: `Copy of your enquiry #${enquiryId}`,
        text: `Thank you for contacting us. This is a copy of your enquiry.\n\n${mail.text}`,
        html: `<p>Thank you for contacting us. This is a copy of your enquiry.</p>${mail.html}`,
      });
      return enquiryId;
    }),
  );
  return { id, message: ENQUIRY_MESSAGES.submitted };
}
