/**
 * CPD routes — spec 002 §7 "Courses and CPD": `GET api/user/cpds`, `GET api/user/cpd/period/current`,
 * `GET api/cpd/{id}/printview` and `/download` (certificate of a record), `GET api/cpd/period/{id}/printview`
 * and `/download` (summary of a period), `GET api/user/cpd/attachment/{id}/download`, `GET api/cpd/new`; ours:
 * the member's own activities (`POST api/user/cpd`, `GET|PUT|DELETE api/user/cpd/{id}`), the signed inline
 * previews behind printview, and the public verification (`GET api/cpd/verify/{code}`, `GET /verify/{code}`).
 * The cpd module must be on for the tenant and permitted for the user (off for lca): 403 otherwise.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ZCpdAttachmentParams,
  ZCpdIdParams,
  ZCpdNewResponse,
  ZCpdPrintviewResponse,
  ZCpdRecordEditForm,
  ZCpdRecordForm,
  ZCpdRecordResponse,
  ZCpdSuccessResponse,
  ZCpdVerification,
  ZCpdVerifyParams,
  ZCurrentCpdPeriodsResponse,
  ZUserCpdsResponse,
} from '@portal/contracts';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { routeDoc } from '../../lib/route-doc';
import { ZSignedQueryParams } from '../../lib/signed-url';
import { parseOr400 } from '../../lib/validation';
import { requestContext } from '../../plugins/auth';
import { requireScope, tenantOrigin } from '../../plugins/tenant';
import { MULTIPART_OR_JSON, readBody } from '../../plugins/uploads';
import {
  cpdDocument,
  cpdPreview,
  cpdPrintview,
  verifyCode,
  type CpdDocument,
  type CpdDocumentKind,
} from './cpd-documents.service';
import {
  cpdFormFields,
  createRecord,
  editRecord,
  evidenceFile,
  getRecord,
  removeRecord,
} from './cpd-records.service';
import { currentCpd, newEntryUrl, userCpds } from './cpd.service';
import { verifyPage } from './verify-page';
import { sendFile } from '../../plugins/send-file';

const doc = routeDoc('cpd');

/** An unknown code reads as null; any other failure is rethrown. */
function notFoundAsNull(error: unknown): null {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
  throw error;
}

/** Sends a CPD PDF inline (preview) or as a download (private, no-store). */
function sendPdf(reply: FastifyReply, file: CpdDocument, disposition: 'inline' | 'attachment') {
  return sendFile(reply, { type: 'application/pdf', fileName: file.fileName, body: file.pdf }, disposition);
}

const routes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  await app.register(async (member) => {
    const typed = member.withTypeProvider<ZodTypeProvider>();
    typed.addHook('preHandler', app.authenticate);

    typed.get(
      '/api/user/cpd/period/current',
      doc("The signed-in member's current CPD periods with records and completed hours", {
        response: ZCurrentCpdPeriodsResponse,
      }),
      async (request) => currentCpd(requestContext(request)),
    );

    typed.get(
      '/api/user/cpds',
      doc('Every CPD period of the member, newest first, with its records (002 §7)', {
        response: ZUserCpdsResponse,
      }),
      async (request) => userCpds(requestContext(request)),
    );

    typed.get(
      '/api/cpd/new',
      doc('The web address of the create-entry form (002 §7)', { response: ZCpdNewResponse }),
      async (request) => newEntryUrl(requestContext(request)),
    );

    typed.post(
      '/api/user/cpd',
      doc('Log an activity with evidence files (multipart: fields and `files`)', {
        consumes: MULTIPART_OR_JSON,
        form: { fields: ZCpdRecordForm, files: { files: 'many' } },
        response: { 201: ZCpdRecordResponse },
      }),
      async (request, reply) => {
        const { input, files } = await readBody(request, cpdFormFields);
        const form = parseOr400(ZCpdRecordForm, input);
        return reply.status(201).send(await createRecord(requestContext(request), form, files));
      },
    );

    typed.get(
      '/api/user/cpd/:id',
      doc("One of the member's CPD records", { params: ZCpdIdParams, response: ZCpdRecordResponse }),
      async (request) => getRecord(requestContext(request), request.params.id),
    );

    typed.put(
      '/api/user/cpd/:id',
      doc("Edit the member's own activity (multipart: fields, new `files`, `removeAttachmentIds`)", {
        params: ZCpdIdParams,
        consumes: MULTIPART_OR_JSON,
        form: { fields: ZCpdRecordEditForm, files: { files: 'many' } },
        response: ZCpdRecordResponse,
      }),
      async (request) => {
        const { input, files } = await readBody(request, cpdFormFields);
        const form = parseOr400(ZCpdRecordEditForm, input);
        return editRecord(requestContext(request), request.params.id, form, files);
      },
    );

    typed.delete(
      '/api/user/cpd/:id',
      doc("Delete the member's own activity and its evidence files", {
        params: ZCpdIdParams,
        response: ZCpdSuccessResponse,
      }),
      async (request) => removeRecord(requestContext(request), request.params.id),
    );

    typed.get(
      '/api/user/cpd/attachment/:id/download',
      doc("Download an evidence file of the member's records", {
        params: ZCpdAttachmentParams,
        file: ['application/octet-stream'],
      }),
      async (request, reply) => {
        const file = await evidenceFile(requestContext(request), request.tenant!, request.params.id);
        return sendFile(
          reply,
          { type: file.contentType, fileName: file.name, body: file.stream },
          'attachment',
        );
      },
    );

    for (const [kind, base] of [
      ['certificate', '/api/cpd/:id'],
      ['summary', '/api/cpd/period/:id'],
    ] as [CpdDocumentKind, string][]) {
      typed.get(
        `${base}/printview`,
        doc(`Signed preview URL of the ${kind} PDF`, {
          params: ZCpdIdParams,
          response: ZCpdPrintviewResponse,
        }),
        async (request) => cpdPrintview(requestContext(request), kind, request.params.id),
      );
      typed.get(
        `${base}/download`,
        doc(`The ${kind} as an A4 PDF attachment`, { params: ZCpdIdParams, file: ['application/pdf'] }),
        async (request, reply) =>
          sendPdf(reply, await cpdDocument(requestContext(request), kind, request.params.id), 'attachment'),
      );
    }
  });

  for (const [kind, base] of [
    ['certificate', '/api/cpd/:id'],
    ['summary', '/api/cpd/period/:id'],
  ] as [CpdDocumentKind, string][])
    app.get(
      `${base}/preview`,
      doc(`Inline ${kind} PDF behind a signed URL (from printview)`, {
        params: ZCpdIdParams,
        querystring: ZSignedQueryParams,
        access: 'signed',
        file: ['application/pdf'],
      }),
      async (request, reply) => {
        // No session: the signature names the member (the part of the request context the preview needs).
        const scope = requireScope(request);
        const origin = tenantOrigin(scope.tenantId, env);
        const ctx = { scope, tenant: request.tenant!, origin, hmac: app.tokens.hmac };
        return sendPdf(reply, await cpdPreview(ctx, kind, request.params.id, request.query), 'inline');
      },
    );

  app.get(
    '/api/cpd/verify/:code',
    doc('Public: what the certificate or summary with this verification code states', {
      params: ZCpdVerifyParams,
      response: ZCpdVerification,
      access: 'public',
    }),
    async (request) =>
      verifyCode({ scope: requireScope(request), tenant: request.tenant! }, request.params.code),
  );

  app.get(
    '/verify/:code',
    { schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { code: string } }>, reply) => {
      const parsed = ZCpdVerifyParams.safeParse(request.params);
      const found = parsed.success
        ? await verifyCode({ scope: requireScope(request), tenant: request.tenant! }, parsed.data.code).catch(
            notFoundAsNull,
          )
        : null;
      return reply
        .status(found ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(verifyPage(request.tenant!, found));
    },
  );
};

export default routes;
