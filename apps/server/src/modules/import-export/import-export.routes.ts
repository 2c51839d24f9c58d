/**
 * Import and export routes (issue 39 points 1 and 2). Import: preview, mappings, dry run and import (the CSV
 * as the multipart part `file`). Exports: each staff list's query plus `format`, answered as a streamed file.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXPORT_MIME_TYPES,
  IMPORT_COLUMNS_FIELD,
  ZAttendanceExportQuery,
  ZAttendanceParams,
  ZCpdRecordsExportQuery,
  ZImportForm,
  ZImportMappingsResponse,
  ZImportPreview,
  ZImportReport,
  ZInvoicesExportQuery,
  ZMembershipsExportQuery,
  ZSaveImportMappingBody,
  ZSaveImportMappingResponse,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import { requireMultipart } from '../../plugins/uploads';
import { sendFile } from '../../plugins/send-file';
import {
  columnsOf,
  dryRunImport,
  listMappings,
  previewImport,
  runImport,
  saveMapping,
} from './import-export.service';
import {
  exportAttendance,
  exportCpdRecords,
  exportInvoices,
  exportMemberships,
  type ExportFile,
} from './staff-export';

const FILE_TYPES = Object.values(EXPORT_MIME_TYPES);

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('import-export');
  app.addHook('preHandler', app.authenticate);
  const form = {
    consumes: ['multipart/form-data'],
    form: { fields: ZImportForm, files: { file: 'one' as const }, required: ['file'] },
  };

  app.post(
    '/api/admin/import/preview',
    doc('Headers, a sample and the fitting mapping of a member CSV (tenant admin)', {
      consumes: ['multipart/form-data'],
      form: { files: { file: 'one' }, required: ['file'] },
      response: ZImportPreview,
    }),
    async (request) => previewImport(requestContext(request), (await requireMultipart(request)).files),
  );

  app.get(
    '/api/admin/import/mappings',
    doc('The shipped and saved column mappings of the member import (tenant admin)', {
      response: ZImportMappingsResponse,
    }),
    async (request) => listMappings(requestContext(request)),
  );

  app.post(
    '/api/admin/import/mappings',
    doc('Save a column mapping of the member import by name (tenant admin)', {
      body: ZSaveImportMappingBody,
      response: ZSaveImportMappingResponse,
    }),
    async (request) => saveMapping(requestContext(request), request.body),
  );

  app.post(
    '/api/admin/import/dry-run',
    doc("Every row's problems and what an import of the CSV would change; writes nothing (tenant admin)", {
      ...form,
      response: ZImportReport,
    }),
    async (request) => {
      const { fields, files } = await requireMultipart(request);
      return dryRunImport(requestContext(request), files, columnsOf(fields[IMPORT_COLUMNS_FIELD]));
    },
  );

  app.post(
    '/api/admin/import',
    doc('Import members from the CSV, or change nothing when a row has a problem (tenant admin)', {
      ...form,
      response: ZImportReport,
    }),
    async (request) => {
      const { fields, files } = await requireMultipart(request);
      return runImport(requestContext(request), files, columnsOf(fields[IMPORT_COLUMNS_FIELD]));
    },
  );

  const send = (reply: Parameters<typeof sendFile>[0], file: ExportFile) =>
    sendFile(reply, { type: file.type, fileName: file.fileName, body: file.body }, 'attachment');

  app.get(
    '/api/admin/memberships/export',
    doc('The memberships table as CSV or XLSX, with its filters (tenant admin)', {
      querystring: ZMembershipsExportQuery,
      file: FILE_TYPES,
    }),
    async (request, reply) => send(reply, await exportMemberships(requestContext(request), request.query)),
  );

  app.get(
    '/api/admin/invoices/export',
    doc('The invoices table as CSV or XLSX, with its filters (tenant admin)', {
      querystring: ZInvoicesExportQuery,
      file: FILE_TYPES,
    }),
    async (request, reply) => send(reply, await exportInvoices(requestContext(request), request.query)),
  );

  app.get(
    '/api/admin/events/:id/attendance/export',
    doc("An event's check-in list as CSV or XLSX, with its filters (event administrators)", {
      params: ZAttendanceParams,
      querystring: ZAttendanceExportQuery,
      file: FILE_TYPES,
    }),
    async (request, reply) =>
      send(reply, await exportAttendance(requestContext(request), request.params.id, request.query)),
  );

  app.get(
    '/api/admin/cpd-records/export',
    doc("Members' CPD records as CSV or XLSX, by member and completion date (tenant admin)", {
      querystring: ZCpdRecordsExportQuery,
      file: FILE_TYPES,
    }),
    async (request, reply) => send(reply, await exportCpdRecords(requestContext(request), request.query)),
  );
};
export default routes;
