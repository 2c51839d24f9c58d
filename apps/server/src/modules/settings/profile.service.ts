/**
 * Account details — spec 000 §3 (Profile legacy mapping, Workflow profile variant), §5 (account form), §7
 * "User details". Legacy tenants read and write `/api/User`; the workflow tenant (psa) the five workflow
 * fields over the same account record. A changed e-mail is not saved directly: a purpose-bound code
 * (`email-change`, auth module) goes to the new address and `confirmEmail` switches the sign-in e-mail,
 * which stays unique per tenant.
 */
import {
  FIXED_COUNTRY,
  SETTINGS_MESSAGES,
  WORKFLOW_FIELDS,
  ZWorkflowProfileValues,
  type TConfirmEmailBody,
  type TEmailChange,
  type TLegacyProfile,
  type TProfileUpdateResponse,
  type TSetWorkflowFieldsBody,
  type TSetWorkflowFieldsResponse,
  type TUpdateLegacyProfileBody,
  type TWorkflowForm,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../plugins/actor';
import type { RequestContext } from '../../plugins/auth';
import { findUserByEmail, updateUser } from '../account/account.service';
import {
  confirmEmailChange,
  pendingEmailChange,
  requestEmailChange,
  type AuthDeps,
} from '../auth/auth.service';
import { assertMode } from './settings.policy';
import { presentLegacyProfile, presentWorkflowForm } from './settings.presenter';

/** Account columns a save may change (the e-mail goes through {@link startEmailChange}). */
type ProfileValues = Partial<
  Pick<
    UserRow,
    | 'title'
    | 'firstName'
    | 'lastName'
    | 'middleName'
    | 'preferredName'
    | 'pronoun'
    | 'gender'
    | 'mobile'
    | 'dateOfBirth'
    | 'graduationDate'
    | 'postalAddress1'
    | 'suburb'
    | 'state'
    | 'postcode'
    | 'country'
  >
>;

/**
 * The refusal of a confirmed address that another account took in the meantime (issue 35 point 1: generic — the
 * requester controls the address, yet an answer naming the reason would still be an account oracle).
 */
const emailChangeFailed = () =>
  new AppError('BAD_REQUEST', SETTINGS_MESSAGES.emailChangeFailed, {
    errors: { email: [SETTINGS_MESSAGES.emailChangeFailed] },
  });

/**
 * Sends a code to `email` when it differs from the account's; null when unchanged. An address another account
 * uses answers the same, and its change can never be confirmed (`requestEmailChange`). @throws 429.
 */
async function startEmailChange(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  auth: AuthDeps,
  email: string | undefined,
): Promise<TEmailChange> {
  const next = email?.trim().toLowerCase();
  if (!next || next === ctx.actor.email) return null;
  const { requestId } = await requestEmailChange(auth, ctx.actor, next);
  return { requestId, email: next };
}

/** Saves `values`, starts the e-mail change; @returns the saved row and the change. */
async function saveProfile(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  auth: AuthDeps,
  values: ProfileValues,
  email: string | undefined,
) {
  const emailChange = await startEmailChange(ctx, auth, email);
  const row = (await updateUser(ctx, ctx.actor.id, values)) ?? ctx.actor;
  return { row, emailChange };
}

/** The pending e-mail of the change just started, else the newest pending one. */
const pendingOf = async (ctx: Pick<RequestContext, 'scope' | 'actor'>, change: TEmailChange) =>
  change?.email ?? (await pendingEmailChange(ctx, ctx.actor.id));

/** `GET /api/User` (legacy tenants). @throws AppError 404 on the workflow tenant. */
export async function legacyProfile(ctx: Pick<RequestContext, 'scope' | 'actor'>): Promise<TLegacyProfile> {
  assertMode(ctx.scope.tenantId, 'legacy');
  return presentLegacyProfile(ctx.actor, await pendingOf(ctx, null));
}

/**
 * `PUT /api/User` (legacy tenants): saves the legacy fields; the country stays {@link FIXED_COUNTRY}.
 * @throws AppError 404 on the workflow tenant, 429.
 */
export async function updateLegacyProfile(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  auth: AuthDeps,
  body: TUpdateLegacyProfileBody,
): Promise<TProfileUpdateResponse> {
  assertMode(ctx.scope.tenantId, 'legacy');
  const { row, emailChange } = await saveProfile(
    ctx,
    auth,
    {
      title: body.title ?? null,
      firstName: body.firstName,
      lastName: body.lastName,
      middleName: body.middleName ?? null,
      preferredName: body.preferredName ?? null,
      pronoun: body.pronoun ?? null,
      gender: body.gender ?? null,
      mobile: body.mobile ?? null,
      dateOfBirth: body.dateOfBirth ?? null,
      graduationDate: body.graduationDate ?? null,
      postalAddress1: body.address ?? null,
      suburb: body.suburb ?? null,
      state: body.state ?? null,
      postcode: body.postCode ?? null,
      country: FIXED_COUNTRY,
    },
    body.email,
  );
  return { profile: presentLegacyProfile(row, await pendingOf(ctx, emailChange)), emailChange };
}

/** `GET /api/User/GetWorkflowFormFieldDefinitionAndValue` (workflow tenant). @throws AppError 404 elsewhere. */
export async function workflowForm(ctx: Pick<RequestContext, 'scope' | 'actor'>): Promise<TWorkflowForm> {
  assertMode(ctx.scope.tenantId, 'workflow');
  return presentWorkflowForm(ctx.actor, await pendingOf(ctx, null));
}

/** Maps `{ Id, EntityId, Value }` to account keys. @throws 404 for another member's entity, 400 unknown Id. */
function workflowValues(ctx: Pick<RequestContext, 'scope' | 'actor'>, body: TSetWorkflowFieldsBody) {
  const values: Record<string, string | null> = Object.create(null) as Record<string, string | null>;
  for (const field of body.workflowFormFields) {
    if (field.EntityId !== ctx.actor.id) throw new AppError('NOT_FOUND', SETTINGS_MESSAGES.notAvailable);
    const definition = WORKFLOW_FIELDS.find((d) => d.id === field.Id);
    if (!definition)
      throw new AppError('BAD_REQUEST', `Unknown field ${field.Id}`, {
        errors: { workflowFormFields: ['Unknown field'] },
      });
    values[definition.key] = field.Value;
  }
  const parsed = ZWorkflowProfileValues.safeParse({ ...values });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]!.message, { errors });
  }
  return parsed.data;
}

/**
 * `POST /api/User/SetWorkflowFormFieldValue` (workflow tenant): saves the sent fields of the member's own
 * record (EntityId must be the member's id). @throws AppError 404 elsewhere or for another entity, 400, 429.
 */
export async function setWorkflowFields(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  auth: AuthDeps,
  body: TSetWorkflowFieldsBody,
): Promise<TSetWorkflowFieldsResponse> {
  assertMode(ctx.scope.tenantId, 'workflow');
  const { email, ...values } = workflowValues(ctx, body);
  const { row, emailChange } = await saveProfile(ctx, auth, values as ProfileValues, email);
  return { form: presentWorkflowForm(row, await pendingOf(ctx, emailChange)), emailChange };
}

/**
 * `POST /api/User/confirm-email` (both flavours): checks the code sent to the new address and makes it the
 * sign-in e-mail. @throws AppError 400 'Wrong password' / expired code, 400 'This email address cannot be
 * used…' when another account took it after the code was sent (issue 35 point 1), 429.
 */
export async function confirmEmail(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  auth: AuthDeps,
  body: TConfirmEmailBody,
) {
  const email = await confirmEmailChange(auth, ctx.actor.id, body);
  const owner = await findUserByEmail(ctx, email);
  if (owner && owner.id !== ctx.actor.id) throw emailChangeFailed();
  try {
    await updateUser(ctx, ctx.actor.id, { email });
  } catch (error) {
    // Another account took the address between the check and the update (unique index).
    const failure = error as { code?: string; cause?: { code?: string } };
    if ((failure.code ?? failure.cause?.code) === '23505') throw emailChangeFailed();
    throw error;
  }
  return { email, message: SETTINGS_MESSAGES.emailChanged };
}
