/**
 * CPD documents — spec 002 §7 `GET api/cpd/{id}/printview` and `/download` (the certificate of one record),
 * `GET api/cpd/period/{id}/printview` and `/download` (the summary of one period), and the verification of
 * their codes (`GET api/cpd/verify/{code}`, `GET /verify/{code}`, public). Printview answers a signed 10-minute
 * URL of the inline PDF (as invoices do), so a frame or a new tab can open it without the bearer token.
 * Another member's record or period answers 404 like a missing one.
 */
import {
  CPD_MESSAGES,
  cpdCertificateFileName,
  cpdPeriodLabel,
  cpdSummaryFileName,
  type TCpdVerification,
} from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { tenantBrand } from '../../lib/pdf-layout';
import { signQuery, verifySignedQuery, type SignedTarget } from '../../lib/signed-url';
import { certificatePdf, summaryPdf, type CpdMember } from './cpd-pdf';
import { assertSignedMember } from '../../lib/policy';
import { requireCpdAccess } from './cpd.policy';
import type { RequestContext } from '../../plugins/auth';
import { presentPeriod, presentRecord, recordsInside, roundHours } from './cpd.presenter';
import {
  findPeriod,
  findRecord,
  memberOf,
  periodByCode,
  recordByCode,
  recordsBetween,
} from './cpd.repository';
import { sydneyToday } from './cpd.service';

/**
 * Where a document is made (tenant scope and profile; `origin`, e.g. `https://ota.example.org`, starts the
 * verification address printed on it) and the member it is for.
 */
type DocumentFor = Pick<RequestContext, 'scope' | 'tenant' | 'origin'> & { userId: string };

/** Which document: the certificate of a record or the summary of a period. */
export type CpdDocumentKind = 'certificate' | 'summary';

/** A document's bytes and file name (`cpd-certificate-{verification code}.pdf`, `cpd-summary-{label}.pdf`). */
export interface CpdDocument {
  pdf: Buffer;
  fileName: string;
}

/** Lifetime of a printview URL: 10 minutes. */
const PREVIEW_TTL_MS = 10 * 60 * 1000;

const signedTarget = (kind: CpdDocumentKind, tenantId: string, id: string): SignedTarget => ({
  purpose: `cpd-${kind}`,
  tenantId,
  resource: id,
});

const notFound = () => new AppError('NOT_FOUND', CPD_MESSAGES.notFound);
const memberName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();
const verifyUrl = (origin: string, code: string) => `${origin}/verify/${code}`;

async function member(scope: TenantScope, userId: string): Promise<CpdMember> {
  const row = await memberOf(scope, userId);
  if (!row) throw notFound();
  return { name: memberName(row), memberNum: row.memberNum };
}

/** The certificate PDF of the member's record. @throws AppError NOT_FOUND. */
async function certificate(ctx: DocumentFor, id: string): Promise<CpdDocument> {
  const row = await findRecord(ctx.scope, ctx.userId, id);
  if (!row) throw notFound();
  const [brand, who] = await Promise.all([tenantBrand(ctx.tenant), member(ctx.scope, ctx.userId)]);
  const code = row.verificationCode;
  const pdf = await certificatePdf(brand, who, presentRecord(row), {
    code,
    url: verifyUrl(ctx.origin, code),
  });
  return { pdf, fileName: cpdCertificateFileName({ cpdId: row.id, verificationCode: code }) };
}

/** The summary PDF of the member's period. @throws AppError NOT_FOUND. */
async function summary(ctx: DocumentFor, id: string): Promise<CpdDocument> {
  const row = await findPeriod(ctx.scope, ctx.userId, id);
  if (!row) throw notFound();
  const records = await recordsBetween(ctx.scope, ctx.userId, row.periodStartDate, row.periodEndDate);
  const [brand, who] = await Promise.all([tenantBrand(ctx.tenant), member(ctx.scope, ctx.userId)]);
  const period = presentPeriod(row, records, sydneyToday());
  const code = row.verificationCode;
  const pdf = await summaryPdf(brand, who, period, { code, url: verifyUrl(ctx.origin, code) });
  return { pdf, fileName: cpdSummaryFileName(period.label!) };
}

/**
 * `GET api/cpd/{id}/download` (kind certificate) and `GET api/cpd/period/{id}/download` (kind summary).
 * @throws AppError FORBIDDEN (cpd off), NOT_FOUND (missing or another member's).
 */
export async function cpdDocument(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'origin' | 'actor'>,
  kind: CpdDocumentKind,
  id: string,
) {
  requireCpdAccess(ctx.tenant, ctx.actor);
  const target = { scope: ctx.scope, tenant: ctx.tenant, origin: ctx.origin, userId: ctx.actor.id };
  return kind === 'certificate' ? certificate(target, id) : summary(target, id);
}

/**
 * `GET api/cpd/{id}/printview` and `GET api/cpd/period/{id}/printview` → `{ previewUrl }`, a URL of the inline
 * PDF signed for this member and document for 10 minutes. @throws as {@link cpdDocument}.
 */
export async function cpdPrintview(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'actor' | 'hmac'>,
  kind: CpdDocumentKind,
  id: string,
): Promise<{ previewUrl: string }> {
  requireCpdAccess(ctx.tenant, ctx.actor);
  const exists =
    kind === 'certificate'
      ? await findRecord(ctx.scope, ctx.actor.id, id)
      : await findPeriod(ctx.scope, ctx.actor.id, id);
  if (!exists) throw notFound();
  const query = signQuery(ctx.hmac, signedTarget(kind, ctx.scope.tenantId, id), ctx.actor.id, PREVIEW_TTL_MS);
  const path = kind === 'certificate' ? `/api/cpd/${id}/preview` : `/api/cpd/period/${id}/preview`;
  return { previewUrl: `${path}?${query}` };
}

/**
 * The document behind a signed printview URL (no session: the signature names the member).
 * @throws AppError FORBIDDEN for a bad or expired signature; NOT_FOUND for an unknown document.
 */
export async function cpdPreview(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'origin' | 'hmac'>,
  kind: CpdDocumentKind,
  id: string,
  query: unknown,
): Promise<CpdDocument> {
  const userId = verifySignedQuery(ctx.hmac, signedTarget(kind, ctx.scope.tenantId, id), query);
  assertSignedMember(userId);
  const signed = { scope: ctx.scope, tenant: ctx.tenant, origin: ctx.origin, userId };
  return kind === 'certificate' ? certificate(signed, id) : summary(signed, id);
}

/**
 * `GET api/cpd/verify/{code}` (public): what the certificate or summary with this code states, as stored now
 * (a deleted record no longer verifies). Codes are case-insensitive.
 * @throws AppError NOT_FOUND 'Not found' for an unknown code (or the cpd module off for the tenant).
 */
export async function verifyCode(
  ctx: Pick<RequestContext, 'scope' | 'tenant'>,
  rawCode: string,
): Promise<TCpdVerification> {
  const { tenant } = ctx;
  if (!tenant.modules.cpd?.enabled) throw notFound();
  const code = rawCode.toUpperCase();
  const base = { valid: true as const, code, organisation: tenant.fullName };
  const record = await recordByCode(ctx.scope, code);
  if (record)
    return {
      ...base,
      kind: 'certificate',
      memberName: memberName(record.member),
      memberNum: record.member.memberNum,
      title: record.record.title,
      hours: roundHours(Number(record.record.hours)),
      completedDate: record.record.completedDate,
      periodStartDate: null,
      periodEndDate: null,
    };
  const period = await periodByCode(ctx.scope, code);
  if (!period) throw notFound();
  const { periodStartDate, periodEndDate, userId } = period.period;
  const records = recordsInside(
    period.period,
    await recordsBetween(ctx.scope, userId, periodStartDate, periodEndDate),
  );
  return {
    ...base,
    kind: 'summary',
    memberName: memberName(period.member),
    memberNum: period.member.memberNum,
    title: `CPD summary ${cpdPeriodLabel(periodStartDate, periodEndDate)}`,
    hours: roundHours(records.reduce((sum, r) => sum + Number(r.hours), 0)),
    completedDate: null,
    periodStartDate,
    periodEndDate,
  };
}
