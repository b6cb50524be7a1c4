/**
 * The console's resumable uploads (tus, uploads/videoUploads.ts) under /admin/uploads, and
 * the call that turns a finished upload into an ingest job. tus answers its own protocol's
 * requests (plain-text refusals, its status codes); the operator guard runs before it.
 */
import { contentApi, VIDEO_UPLOAD_PATH, zhCNContent, zhCNServer, type UploadIngest } from '@nocturne/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { conflict, notFound, unsupportedMediaType } from '../http/errors.ts';
import { DEFAULT_MAX_ATTEMPTS, enqueueJob, JobExists } from '../media/jobs/queue.ts';
import { containerOf, SNIFF_BYTES } from '../media/sourceFormat.ts';
import { UPLOAD_ID, uploadKey, videoUploads } from '../uploads/videoUploads.ts';
import { jobVideoSchema } from './contentSchemas.ts';
import { ok } from '../http/envelope.ts';
import { ADMIN_PREFIX, operatorRoute } from '../operators/route.ts';

const uploadParams = { type: 'object', properties: { id: { type: 'string', pattern: UPLOAD_ID.source } }, required: ['id'] } as const;
const TUS_PATH = VIDEO_UPLOAD_PATH.slice(ADMIN_PREFIX.length);

export function registerUploadsAdmin(scope: FastifyInstance, deps: AppDeps): void {
  const tus = videoUploads(deps.store, deps.db, deps.now, { bytes: SNIFF_BYTES, accepts: (head) => containerOf(head) !== null, refusal: zhCNServer.mediaSourceFormat });

  void scope.register(async (tusScope) => {
    // The bytes stay unread for tus, which streams them into the store (no body limit here: tus has the size cap).
    tusScope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
      // A hijacked reply sends none of the headers set on it (app.ts's security headers): they go onto the raw answer tus writes.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    const tusRoute = (method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE', url: string, summary: string) =>
      tusScope.route({ method, url, schema: { summary }, config: { right: 'ingest' }, handler: handOver });
    tusRoute('POST', TUS_PATH, 'Start a resumable video upload (tus 1.0: Upload-Length, Upload-Metadata filename and filetype)');
    tusRoute('HEAD', `${TUS_PATH}/:id`, "An upload's offset, to resume at (tus 1.0)");
    tusRoute('PATCH', `${TUS_PATH}/:id`, "Send an upload's bytes from its offset (tus 1.0)");
    tusRoute('DELETE', `${TUS_PATH}/:id`, 'Cancel an upload (tus 1.0)');
  });

  operatorRoute<{ Params: { id: string }; Body: UploadIngest }>(
    scope,
    contentApi.ingestUpload,
    { params: uploadParams, body: jobVideoSchema },
    async (request) => {
      const { id } = request.params;
      const upload = await tus.datastore.getUpload(id).catch(() => null);
      if (!upload) throw notFound(zhCNContent.uploadNotFound);
      if (upload.size === undefined || upload.offset < upload.size) throw conflict(zhCNContent.uploadUnfinished);
      // Checked again whole: an empty upload never had bytes to check, an older one was never checked.
      if (!(await tus.datastore.accepted(id))) throw unsupportedMediaType(zhCNServer.mediaSourceFormat);
      // Held back as a draft unless the operator says otherwise: the console publishes after a look.
      const video = { draft: true, ...request.body };
      try {
        return ok(await enqueueJob(deps.db, uploadKey(id), video, deps.now(), DEFAULT_MAX_ATTEMPTS, id));
      } catch (error) {
        if (error instanceof JobExists) throw conflict(zhCNContent.uploadIngested);
        throw error;
      }
    },
  );
}
