/**
 * Operator view of ingest jobs: list them (status, progress, reason of failure), look at
 * one, and enqueue a source that is already on the server's disk, in the ingest folder
 * (INGEST_DIR): the API reads no other file. The server's worker (or a standalone one) runs
 * what is queued.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentApi, zhCNServer, type EnqueueMediaJob, type MediaJobQuery } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { badRequest, notFound, unsupportedMediaType } from '../http/errors.ts';
import { s, type JsonSchema } from '../http/schema.ts';
import { putSource } from '../media/jobs/sources.ts';
import { identifySource, SourceRefused } from '../media/probe.ts';
import { enqueueJob, jobById, listJobs } from '../media/jobs/queue.ts';
import { operatorRoute } from '../operators/route.ts';
import { jobVideoSchema } from './contentSchemas.ts';
import { idOf, idParams, type IdParams } from '../operators/params.ts';
import { ok } from '../http/envelope.ts';

const LIST_LIMIT = 100;

const enqueueSchema: JsonSchema = {
  ...jobVideoSchema,
  properties: { ...(jobVideoSchema.properties as object), path: s.string({ minLength: 1, maxLength: 1000 }).json },
  required: ['path', 'name'],
};

export function registerMediaJobsAdmin(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  operatorRoute<{ Querystring: MediaJobQuery }>(
    scope,
    contentApi.mediaJobs,
    { querystring: { type: 'object', properties: { status: { enum: ['queued', 'running', 'done', 'failed'] } }, additionalProperties: false } },
    async (request) => ok(await listJobs(db, request.query.status ?? null, LIST_LIMIT)),
  );

  operatorRoute<{ Params: IdParams }>(scope, contentApi.mediaJob, { params: idParams }, async (request) => {
    const job = await jobById(db, idOf(request.params));
    if (!job) throw notFound(zhCNServer.mediaJobNotFound);
    return ok(job);
  });

  operatorRoute<{ Body: EnqueueMediaJob }>(scope, contentApi.enqueueMediaJob, { body: enqueueSchema }, async (request) => {
    const { path: given, ...video } = request.body;
    // Into the store first, so whichever process's worker takes the job can read it.
    const source = await putSource(deps.store, await ingestSource(deps.config.ingestDir, given));
    return ok(await enqueueJob(db, source, video, deps.now()));
  });
}

/**
 * The file `given` names in the ingest folder (a name there, or an absolute path into it),
 * followed through links, so neither `..` nor a link leads the worker to another file.
 */
async function ingestSource(ingestDir: string, given: string): Promise<string> {
  const [folder, source] = await Promise.all([realpath(ingestDir).catch(() => null), realpath(path.resolve(ingestDir, given)).catch(() => null)]);
  if (!source) throw badRequest(zhCNServer.mediaSourceMissing);
  if (!folder || !source.startsWith(folder + path.sep)) throw badRequest(zhCNServer.mediaSourceOutsideIngest);
  if (!(await stat(source).catch(() => null))?.isFile()) throw badRequest(zhCNServer.mediaSourceMissing);
  // A file that is no video we read is refused now, not by a job later.
  await identifySource(source).catch((error: unknown) => {
    throw error instanceof SourceRefused ? unsupportedMediaType(error.message) : error;
  });
  return source;
}
