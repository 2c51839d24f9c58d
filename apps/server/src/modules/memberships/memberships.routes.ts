/**
 * Membership routes — spec 000 §7 Membership, 002 §7 Membership and invoices (paths exactly as the spec), and
 * issue 13's own calls (join, brand assets, Find an OT, admin, hosted pages) listed in docs/api-membership.md.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminInvoiceIdParams,
  ZAdminInvoiceRefundResponse,
  ZAdminInvoicesQuery,
  ZAdminInvoicesResponse,
  ZAdminMembershipsQuery,
  ZAdminMembershipsResponse,
  ZBrandAssetIdParams,
  ZBrandAssetsResponse,
  ZCanCancelMembershipResponse,
  ZCancelMembershipBody,
  ZCancelMembershipResponse,
  ZFindAnOtBody,
  ZFindAnOtResponse,
  ZFindAnOtSearchQuery,
  ZFindAnOtSearchResponse,
  ZMembershipApplyBody,
  ZMembershipIdParams,
  ZMembershipJoinBody,
  ZMembershipJoinCodeBody,
  ZMembershipJoinCodeResponse,
  ZMembershipJoinResponse,
  ZMembershipLinkResponse,
  ZMembershipPrintviewResponse,
  ZMembershipResponse,
  ZMembershipTypesResponse,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { ZSignedQueryParams } from '../../lib/signed-url';
import { requestContext } from '../../plugins/auth';
import { requireScope } from '../../plugins/tenant';
import { requestAuthDeps } from '../../lib/auth-deps';
import { routeDoc } from '../../lib/route-doc';
import { requireProvider } from '../payments/payments.service';
import type { AuthDeps } from '../auth/auth.service';
import {
  canCancelMembership,
  cancelMembership,
  consentLink,
  getMembership,
  renewalLink,
} from './memberships.service';
import { certificateFile, certificatePreviewUrl, previewCertificate } from './membership-files';
import { downloadBrandAsset, listBrandAssets, previewBrandAsset } from './brand-assets';
import { getListing, saveListing, searchDirectory } from './find-an-ot';
import { adminInvoices, adminMemberships, refundInvoice } from './membership-admin';
import { join, joinCode, membershipTypes } from './membership-join';
import { applyForMembership } from './membership-apply';
import { hostedPages } from './membership-hosted.routes';
import { sendFile } from '../../plugins/send-file';

const routes: FastifyPluginAsyncZod<{ env?: Env }> = async (app, opts) => {
  const doc = routeDoc('memberships');
  const authDeps = (request: FastifyRequest): AuthDeps =>
    requestAuthDeps(request, requireScope(request), opts.env);

  await app.register(async (scoped) => {
    const typed = scoped.withTypeProvider<ZodTypeProvider>();
    typed.addHook('preHandler', app.authenticate);

    typed.get(
      '/api/user/membership',
      doc("The member's membership (000 §7)", { response: ZMembershipResponse }),
      async (request) => getMembership(requestContext(request)),
    );
    typed.post(
      '/api/user/membership/join',
      doc('Apply for a membership from a signed-in account without one: Pending membership + first invoice', {
        body: ZMembershipApplyBody,
        response: ZMembershipJoinResponse,
      }),
      async (request) =>
        applyForMembership(
          requestContext(request),
          requireProvider(app.payments, request.tenant!.id),
          request.body,
        ),
    );
    typed.get(
      '/api/user/membership/renewallink',
      doc('Renewal invoice + hosted checkout URL (409 before the renewal window opens)', {
        response: ZMembershipLinkResponse,
        errors: [409],
      }),
      async (request) => {
        // No provider: a clear 409 (issue 34), not the spec's logged `success: false`.
        const provider = requireProvider(app.payments, request.tenant!.id);
        try {
          return await renewalLink(requestContext(request), provider);
        } catch (err) {
          // A refusal with a message ('Renewal opens on …', issue 34 point 4) is the 409 itself.
          if (err instanceof AppError && err.code === 'CONFLICT') throw err;
          request.log.warn({ err }, 'renewal link failed');
          return { success: false, url: null };
        }
      },
    );
    for (const path of ['/api/user/membership/managelink', '/api/user/membership/updatepaymentlink'])
      typed.get(
        path,
        doc('Hosted Auto Rollover page URL', { response: ZMembershipLinkResponse }),
        async (request) => consentLink(requestContext(request), app.payments.of(request.tenant!.id)),
      );
    typed.get(
      '/api/user/membership/:id/printview',
      doc('Signed preview URL of the membership certificate', {
        params: ZMembershipIdParams,
        response: ZMembershipPrintviewResponse,
      }),
      async (request) => certificatePreviewUrl(requestContext(request), request.params.id),
    );
    typed.get(
      '/api/user/membership/:id/download',
      doc('The membership certificate PDF', { params: ZMembershipIdParams, file: ['application/pdf'] }),
      async (request, reply) => {
        const file = await certificateFile(requestContext(request), request.params.id);
        return sendFile(
          reply,
          { type: 'application/pdf', fileName: file.fileName, body: file.pdf },
          'attachment',
        );
      },
    );
    typed.get(
      '/api/user/CanCancelMembership',
      doc('Whether the member may cancel, and the reasons', { response: ZCanCancelMembershipResponse }),
      async (request) => canCancelMembership(requestContext(request)),
    );
    typed.post(
      '/api/user/CancelMembership',
      doc('Cancel the membership (ends every session)', {
        body: ZCancelMembershipBody,
        response: ZCancelMembershipResponse,
      }),
      async (request) => cancelMembership(requestContext(request), request.body),
    );

    typed.get(
      '/api/user/brand-assets',
      doc('Brand assets (Member)', { response: ZBrandAssetsResponse }),
      async (request) => listBrandAssets(requestContext(request)),
    );
    typed.get(
      '/api/user/brand-assets/:id/download',
      doc('Download a brand asset', { params: ZBrandAssetIdParams, file: ['application/octet-stream'] }),
      async (request, reply) => {
        const { row, stream } = await downloadBrandAsset(requestContext(request), request.params.id);
        return sendFile(reply, { type: row.mimeType, fileName: row.fileName, body: stream }, 'attachment');
      },
    );

    typed.get(
      '/api/user/find-an-ot',
      doc('My Find an OT listing', { response: ZFindAnOtResponse }),
      async (request) => getListing(requestContext(request)),
    );
    typed.put(
      '/api/user/find-an-ot',
      doc('Save my Find an OT listing', { body: ZFindAnOtBody, response: ZFindAnOtResponse }),
      async (request) => saveListing(requestContext(request), request.body),
    );
    typed.get(
      '/api/find-an-ot/search',
      doc('Find an OT directory', { querystring: ZFindAnOtSearchQuery, response: ZFindAnOtSearchResponse }),
      async (request) => searchDirectory(requestContext(request), request.query),
    );

    typed.get(
      '/api/admin/memberships',
      doc('Memberships of the tenant (admin)', {
        querystring: ZAdminMembershipsQuery,
        response: ZAdminMembershipsResponse,
      }),
      async (request) => adminMemberships(requestContext(request), request.query),
    );
    typed.get(
      '/api/admin/invoices',
      doc('Invoices of the tenant (admin)', {
        querystring: ZAdminInvoicesQuery,
        response: ZAdminInvoicesResponse,
      }),
      async (request) => adminInvoices(requestContext(request), request.query),
    );
    typed.post(
      '/api/admin/invoices/:id/refund',
      doc('Mark a paid invoice refunded (admin)', {
        params: ZAdminInvoiceIdParams,
        response: ZAdminInvoiceRefundResponse,
      }),
      async (request) =>
        refundInvoice(requestContext(request), request.params.id, app.payments.of(request.tenant!.id)),
    );
  });

  // Public calls of the join form (tenant of the host).
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/membership/types',
    doc('Joinable membership types', { response: ZMembershipTypesResponse, access: 'public' }),
    async (request) => membershipTypes(requireScope(request)),
  );
  typed.post(
    '/api/membership/join/code',
    doc('E-mail a join verification code', {
      body: ZMembershipJoinCodeBody,
      response: ZMembershipJoinCodeResponse,
      access: 'public',
    }),
    async (request) => joinCode(authDeps(request), request.body.email),
  );
  typed.post(
    '/api/membership/join',
    doc('Join: account, Pending membership and first invoice', {
      body: ZMembershipJoinBody,
      response: ZMembershipJoinResponse,
      access: 'public',
    }),
    async (request) => {
      // Refused before any account is created when the association takes no payments yet (issue 34).
      requireProvider(app.payments, requireScope(request).tenantId);
      return join(authDeps(request), app.tokens.hmac, request.body);
    },
  );

  // Signed (no bearer) file URLs.
  typed.get(
    '/api/membership/:id/preview',
    doc('Inline certificate PDF behind a signed URL', {
      params: ZMembershipIdParams,
      querystring: ZSignedQueryParams,
      access: 'signed',
      file: ['application/pdf'],
    }),
    async (request, reply) => {
      const file = await previewCertificate(
        requireScope(request),
        request.tenant!,
        app.tokens.hmac,
        request.params.id,
        request.query,
      );
      return sendFile(reply, { type: 'application/pdf', fileName: file.fileName, body: file.pdf }, 'inline');
    },
  );
  typed.get(
    '/api/brand-assets/:id/preview',
    doc('Inline brand asset behind a signed URL', {
      params: ZBrandAssetIdParams,
      querystring: ZSignedQueryParams,
      access: 'signed',
      file: ['application/octet-stream'],
    }),
    async (request, reply) => {
      const { row, stream } = await previewBrandAsset(
        requireScope(request),
        app.storage,
        app.tokens.hmac,
        request.params.id,
        request.query,
      );
      return sendFile(reply, { type: row.mimeType, fileName: row.fileName, body: stream }, 'inline');
    },
  );

  await app.register(hostedPages);
};
export default routes;
