/**
 * Contact-us routes — spec 000 §7: multipart `POST api/user/enquire` (legacy tenants) and `/api/user/contactus`
 * (the workflow tenant); the other flavour's path answers 404. Registered by `settings.routes.ts`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnquiryFields, ZEnquiryResponse } from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { requireMultipart } from '../../plugins/uploads';
import { submitEnquiry } from './enquiry.service';
import { routeDoc } from '../../lib/route-doc';

const doc = routeDoc('settings');

const routes: FastifyPluginAsyncZod = async (app) => {
  const paths = [
    ['/api/user/enquire', 'legacy'],
    ['/api/user/contactus', 'workflow'],
  ] as const;
  for (const [path, mode] of paths)
    app.post(
      path,
      doc(
        `Send a contact enquiry (${mode} tenants; multipart Name, Email, Mobile, Comments, memberNumber, FileAttachment)`,
        {
          consumes: ['multipart/form-data'],
          form: { fields: ZEnquiryFields, files: { FileAttachment: 'one' } },
          response: ZEnquiryResponse,
        },
      ),
      async (request) => submitEnquiry(requestContext(request), mode, await requireMultipart(request)),
    );
};
export default routes;
