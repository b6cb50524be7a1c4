/** Members' reports of videos (docs/product.md); operators dismiss them or take the video down. */
import type { ReportState, ReportView } from '@nocturne/core';
import { queryOne, type Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { notFound } from '../http/errors.ts';
import { setVideoStatus } from '../catalogue/publishing.ts';
import { memberNames } from '../members/memberCodes.ts';
import { publishedVideo, videoNames } from '../catalogue/videos.ts';

export type { ReportState };

/** Runs in a change's own transaction: the operator's audit entry. */
type Alongside = (tx: Db) => Promise<void>;
const nothing: Alongside = async () => undefined;

/** Files a report once per member and video; a repeat changes nothing. */
export async function reportVideo(deps: AppDeps, memberId: number, videoId: number, reason: string): Promise<void> {
  const video = await publishedVideo(deps.db, videoId);
  await deps.db.query(
    `INSERT INTO reports (member_id, video_id, reason, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, video_id) DO NOTHING`,
    [memberId, video.id, reason.trim(), deps.now()],
  );
}

export async function listReports(deps: AppDeps, state: ReportState | null): Promise<ReportView[]> {
  const rows = await deps.db.query<{
    id: number;
    video_id: number;
    member_id: number;
    reason: string;
    state: ReportState;
    created_at: Date;
  }>(
    `SELECT id, video_id, member_id, reason, state, created_at
       FROM reports WHERE $1::text IS NULL OR state = $1 ORDER BY created_at, id LIMIT 500`,
    [state],
  );
  const members = await memberNames(
    deps.db,
    rows.map((row) => Number(row.member_id)),
  );
  // A report's video is always there (its row goes with the video).
  const videos = await videoNames(
    deps.db,
    rows.map((row) => Number(row.video_id)),
  );
  return rows.map((row) => ({
    id: row.id,
    cartoonCode: row.video_id,
    videoName: videos.get(Number(row.video_id))!.name,
    videoStatus: videos.get(Number(row.video_id))!.status,
    memberCode: members.get(Number(row.member_id))?.memberCode ?? '',
    reason: row.reason,
    state: row.state,
    createdAt: row.created_at.toISOString(),
  }));
}

/** Takes a video down (hidden everywhere) and closes every open report of it. */
export async function takeDownVideo(deps: AppDeps, videoId: number, alongside: Alongside = nothing): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await setVideoStatus(tx, videoId, 'taken_down');
    await tx.query(`UPDATE reports SET state = 'taken_down', resolved_at = $2 WHERE video_id = $1 AND state = 'open'`, [videoId, deps.now()]);
    await alongside(tx);
  });
}

/** Resolves one report: dismissed, or its video taken down. */
export async function resolveReport(deps: AppDeps, id: number, action: 'dismiss' | 'takeDown', alongside: Alongside = nothing): Promise<void> {
  const report = await queryOne<{ video_id: number }>(
    deps.db,
    `SELECT video_id FROM reports WHERE id = $1`,
    [id],
  );
  if (!report) throw notFound();
  if (action === 'takeDown') return takeDownVideo(deps, report.video_id, alongside);
  await deps.db.transaction(async (tx) => {
    await tx.query(`UPDATE reports SET state = 'dismissed', resolved_at = $2 WHERE id = $1 AND state = 'open'`, [id, deps.now()]);
    await alongside(tx);
  });
}
