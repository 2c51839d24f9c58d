/**
 * Folder and asset routes — spec 001 §7 "Assets and folders" (docs/api-meetings.md). Item upload is
 * multipart (`file`, `link`, `name`, `description`, `type`) or JSON for links.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orEmpty,
  ZAssetFolder,
  ZAssetItem,
  ZAssetItemsResponse,
  ZAssetParams,
  ZCommunityIdParams,
  ZCreateAssetFields,
  ZCreateFolderBody,
  ZDeleteAssetQuery,
  ZDeleteFolderResponse,
  ZFolderParams,
  ZFoldersResponse,
  ZOkResponse,
  ZReorderBody,
  ZReorderResponse,
  ZUpdateAssetBody,
  ZUpdateFolderBody,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { contentTypeOf, extensionOf } from '../../lib/mime';
import { parseOr400 } from '../../lib/validation';
import { MULTIPART_OR_JSON, readBody } from '../../plugins/uploads';
import * as service from './assets.service';
import { routeDoc } from '../../lib/route-doc';
import { sendFile } from '../../plugins/send-file';

/** The types the download answers with their own content type (others: application/octet-stream). */
const DOWNLOAD_TYPES = ['pdf', 'png', 'jpg', 'jpeg', 'txt', 'mp4'];

/** The folder and asset routes (spec 001 §7 "Assets and folders"); signed-in callers only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('assets');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/community/:id/folder',
    doc('Folders with their items', { params: ZCommunityIdParams, response: ZFoldersResponse }),
    async (request) => service.listFolders(requestContext(request), request.params.id),
  );

  app.post(
    '/api/v1/community/:id/folder',
    doc('Create a folder (assetsAll)', {
      params: ZCommunityIdParams,
      body: orEmpty(ZCreateFolderBody),
      response: { 201: ZAssetFolder },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createFolder(requestContext(request), request.params.id, request.body)),
  );

  app.put(
    '/api/v1/community/:id/folder/reorder',
    doc('Move a folder to a 1-based position (assetsAll)', {
      params: ZCommunityIdParams,
      body: orEmpty(ZReorderBody),
      response: ZReorderResponse,
    }),
    async (request) => service.reorderFolders(requestContext(request), request.params.id, request.body),
  );

  app.put(
    '/api/v1/community/:id/folder/:folderId',
    doc('Rename a folder (assetsAll)', {
      params: ZFolderParams,
      body: orEmpty(ZUpdateFolderBody),
      response: ZAssetFolder,
    }),
    async (request) =>
      service.updateFolder(requestContext(request), request.params.id, request.params.folderId, request.body),
  );

  app.delete(
    '/api/v1/community/:id/folder/:folderId',
    doc('Delete a folder with its files (assetsAll)', {
      params: ZFolderParams,
      response: ZDeleteFolderResponse,
    }),
    async (request) =>
      service.deleteFolder(requestContext(request), request.params.id, request.params.folderId),
  );

  app.get(
    '/api/v1/community/:id/folder/:folderId/asset',
    doc("A folder's items", { params: ZFolderParams, response: ZAssetItemsResponse }),
    async (request) => service.listItems(requestContext(request), request.params.id, request.params.folderId),
  );

  app.post(
    '/api/v1/community/:id/folder/:folderId/asset',
    doc('Add a link or upload one file (assetsAll)', {
      params: ZFolderParams,
      consumes: MULTIPART_OR_JSON,
      form: { fields: ZCreateAssetFields, files: { file: 'one' } },
      response: { 201: ZAssetItem },
    }),
    async (request, reply) => {
      const { input, files } = await readBody(request, service.assetItemFields);
      const fields = parseOr400(ZCreateAssetFields, service.assetItemInput(input, files));
      return reply
        .status(201)
        .send(
          await service.createItem(
            requestContext(request),
            request.params.id,
            request.params.folderId,
            fields,
            files,
          ),
        );
    },
  );

  app.put(
    '/api/v1/community/:id/folder/:folderId/asset/reorder',
    doc('Move an item to a 1-based position (assetsAll)', {
      params: ZFolderParams,
      body: orEmpty(ZReorderBody),
      response: ZReorderResponse,
    }),
    async (request) =>
      service.reorderItems(requestContext(request), request.params.id, request.params.folderId, request.body),
  );

  app.put(
    '/api/v1/community/:id/folder/:folderId/asset/:assetId',
    doc('Rename an item (Admin or WorkSpaceOwner)', {
      params: ZAssetParams,
      body: orEmpty(ZUpdateAssetBody),
      response: ZAssetItem,
    }),
    async (request) =>
      service.updateItem(
        requestContext(request),
        request.params.id,
        request.params.folderId,
        request.params.assetId,
        request.body,
      ),
  );

  app.delete(
    '/api/v1/community/:id/folder/:folderId/asset',
    doc('Delete an item (Admin or WorkSpaceOwner)', {
      params: ZFolderParams,
      querystring: ZDeleteAssetQuery,
      response: ZOkResponse,
    }),
    async (request) =>
      service.deleteItem(
        requestContext(request),
        request.params.id,
        request.params.folderId,
        request.query.id,
      ),
  );

  app.get(
    '/api/v1/community/:id/folder/:folderId/asset/:assetId/download',
    doc('Download an item (tracks downloadAsset); a link redirects', {
      params: ZAssetParams,
      file: ['application/octet-stream'],
    }),
    async (request, reply) => {
      const { id, folderId, assetId } = request.params;
      const item = await service.downloadItem(requestContext(request), id, folderId, assetId);
      if (item.type === 'link' || !item.key) return reply.redirect(item.link ?? '/', 302);
      const stream = await app.storage.read(request.tenant!.id, item.key);
      const type = contentTypeOf(extensionOf(item.fileName ?? ''), DOWNLOAD_TYPES);
      return sendFile(reply, { type, fileName: item.fileName ?? 'file', body: stream }, 'attachment');
    },
  );
};

export default routes;
