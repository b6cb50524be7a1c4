/** Operator routes of videos (core's contentApi): list, look at one, publish, edit, publish a draft, take down, restore. */
import { contentApi, type PublishVideo, type VideoStatusChange, type VideoEdit, type VideoQuery, type VideoStatus, type VideoView } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import type { ObjectStore } from '../storage/objectStore.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { listVideos, publishVideo, setVideoStatus } from '../catalogue/publishing.ts';
import { editVideo, releaseVideo, videoRecord, type VideoRecord } from '../catalogue/videoEditing.ts';
import { coverChoices } from '../media/coverChoices.ts';
import { storeCoverImage } from '../media/coverUploads.ts';
import { readImageUpload } from '../http/imageUpload.ts';
import { noteChange } from '../operators/auditHook.ts';
import { takeDownVideo } from '../reports/reports.ts';
import { operatorRoute } from '../operators/route.ts';
import { reasonBody } from '../operators/reason.ts';
import { editSchema, publishSchema, videoQuerySchema } from './contentSchemas.ts';
import { videoCodeParams, type CodeParams } from '../operators/params.ts';
import { ok } from '../http/envelope.ts';

type CodeRequest = FastifyRequest<{ Params: CodeParams }>;
const codeOf = (request: CodeRequest) => Number(request.params.code);

export function registerVideosAdmin(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  operatorRoute<{ Querystring: VideoQuery }>(scope, contentApi.videos, { querystring: videoQuerySchema }, async (request) =>
    ok(await listVideos(db, request.query.status ?? null, request.query.q || null)),
  );

  operatorRoute<{ Params: CodeParams }>(scope, contentApi.video, { params: videoCodeParams }, async (request) =>
    ok(await videoView(db, deps.store, codeOf(request))),
  );

  operatorRoute<{ Body: PublishVideo }>(scope, contentApi.publishVideo, { body: publishSchema }, async (request) =>
    ok({ code: await publishVideo(db, request.body, deps.now()) }),
  );

  operatorRoute<{ Params: CodeParams; Body: VideoEdit }>(
    scope,
    contentApi.editVideo,
    { params: videoCodeParams, body: editSchema },
    async (request) => {
      const before = await videoRecord(db, codeOf(request));
      await editVideo(db, codeOf(request), request.body);
      const after = await videoView(db, deps.store, codeOf(request));
      noteChange(request, { before: changedPart(before, request.body), after: changedPart(after, request.body) });
      return ok(after);
    },
  );

  operatorRoute(scope, contentApi.uploadCover, {}, async (request) => {
    const url = await storeCoverImage(deps.store, await readImageUpload(request));
    noteChange(request, { target: 'cover', after: { url } });
    return ok({ url });
  });

  operatorRoute<{ Params: CodeParams }>(scope, contentApi.releaseVideo, { params: videoCodeParams }, async (request) => {
    await releaseVideo(db, codeOf(request), deps.now());
    noteChange(request, statusChange('draft', 'published'));
    return ok(await videoView(db, deps.store, codeOf(request)));
  });

  // The reason reaches the audit entry from the body (operators/auditHook.ts).
  operatorRoute<{ Params: CodeParams; Body: VideoStatusChange }>(scope, contentApi.takeDownVideo, { params: videoCodeParams, body: reasonBody }, async (request) => {
    const before = (await videoRecord(db, codeOf(request))).status;
    await takeDownVideo(deps, codeOf(request));
    noteChange(request, statusChange(before, 'taken_down'));
    return ok(null);
  });

  operatorRoute<{ Params: CodeParams; Body: VideoStatusChange }>(scope, contentApi.restoreVideo, { params: videoCodeParams, body: reasonBody }, async (request) => {
    const before = (await videoRecord(db, codeOf(request))).status;
    await setVideoStatus(db, codeOf(request), 'published');
    noteChange(request, statusChange(before, 'published'));
    return ok(null);
  });
}

/** The video with the covers its first episode's media offers. */
async function videoView(db: Db, store: ObjectStore, code: number): Promise<VideoView> {
  const record = await videoRecord(db, code);
  return { ...record, coverChoices: await coverChoices(db, store, record.episodes[0]?.mediaId) };
}

const statusChange = (before: VideoStatus, after: VideoStatus) => ({ before: { status: before }, after: { status: after } });

/** The fields an edit named, as they stood (the audit entry's before and after). */
function changedPart(video: VideoRecord, edit: VideoEdit): Record<string, unknown> {
  const episodes = video.episodes.map(({ name, mediaId, channel }) => ({ name, mediaId, channel }));
  return Object.fromEntries(Object.keys(edit).map((key) => [key, key === 'episodes' ? episodes : video[key as keyof VideoRecord]]));
}
