/**
 * The audit log (issue 39 point 3, docs/audit-log.md): every staff write recorded with who, when, what, the
 * target, the changed fields and the request's address; append-only at the database level.
 *
 * `GET /api/admin/audit?actorId&action&targetType&targetId&from&to&page&pageSize` (newest first) and
 * `GET|PUT /api/admin/audit/settings` (the tenant's retention, in days): global Admins
 * ({@link canReadAuditLog}).
 */
import { z } from 'zod';
import { UserRole } from '../users/roles';
import type { PermissionSubject } from '../users/access';

/** Retention bounds, in days: 30 days to 100 years; the default is seven years (2557 days). */
export const AUDIT_RETENTION = { minDays: 30, maxDays: 36_500, defaultDays: 2557 } as const;

/** Page size bounds of the audit list. */
export const AUDIT_PAGE = { defaultSize: 50, maxSize: 200 } as const;

/**
 * Reads the audit log and sets its retention: a global Admin of the tenant only (like sent mail: the log names
 * every staff member's actions and addresses).
 */
export function canReadAuditLog(subject: Pick<PermissionSubject, 'role'>): boolean {
  return subject.role === UserRole.Admin;
}

/** One changed field: its value before (when the writer knew it) and after. Secrets read '[redacted]'. */
export const ZAuditChange = z.object({ before: z.unknown().optional(), after: z.unknown().optional() });
/** Changed fields by name. */
export const ZAuditChanges = z.record(z.string(), ZAuditChange);
export type TAuditChanges = z.infer<typeof ZAuditChanges>;

/** The text a redacted secret reads as. */
export const AUDIT_REDACTED = '[redacted]';

/** One record of the audit log. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  impersonatorId: z.string().nullable(),
  impersonatorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  changes: ZAuditChanges.nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const ZFilterText = z.string().trim().min(1).max(200).optional();

/** The filters of `GET /api/admin/audit`; `from`/`to` are ISO dates or date-times (`to` inclusive to the day). */
export const ZAuditQuery = z
  .object({
    actorId: z.uuid().optional(),
    action: ZFilterText,
    targetType: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z][a-z-]*$/)
      .optional(),
    targetId: ZFilterText,
    from: z.iso
      .date()
      .or(z.iso.datetime({ offset: true }))
      .optional(),
    to: z.iso
      .date()
      .or(z.iso.datetime({ offset: true }))
      .optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE.maxSize).default(AUDIT_PAGE.defaultSize),
  })
  .refine((q) => !q.from || !q.to || q.from.slice(0, 10) <= q.to.slice(0, 10), {
    message: 'from must not be after to',
    path: ['from'],
  });
export type TAuditQuery = z.output<typeof ZAuditQuery>;

/** One page of records, newest first, the total count, and the actions this tenant's log holds (the filter). */
export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  totalItemCount: z.number().int(),
  actions: z.array(z.string()),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** The tenant's audit settings. */
export const ZAuditSettings = z.object({
  retentionDays: z.number().int().min(AUDIT_RETENTION.minDays).max(AUDIT_RETENTION.maxDays),
});
export type TAuditSettings = z.infer<typeof ZAuditSettings>;

/** Texts of the audit log's answers. */
export const AUDIT_MESSAGES = {
  notImpersonating: 'This session is not an impersonation.',
} as const;

/** `POST /api/v1/auth/impersonation/end`: the end of an impersonation was recorded. */
export const ZImpersonationEnded = z.object({ ended: z.literal(true) });
