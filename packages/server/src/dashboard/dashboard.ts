/** The dashboard's figures: one read of each, put together for core's DashboardView. */
import { businessDate, dayBefore, DASHBOARD_PLAYBACK_DAYS, DASHBOARD_TOP_VIDEOS, type DashboardView, type DayPair, type PlaybackQualityDay } from '@nocturne/core';
import type { AppDeps } from '../http/deps.ts';
import { bucketQuantile } from '../telemetry/playback.ts';
import {
  activeMembersByDay,
  chatsWaiting,
  coinsSpentByDay,
  firstFrameBucketsByDay,
  newMembersByDay,
  offlineDownloadsByDay,
  openReports,
  playbackByDay,
  revenueByDay,
  topVideosByPlays,
  withdrawalsWaiting,
  type DayWindow,
  type QueueSizes,
} from './queries.ts';

const pairOf = (byDay: Map<string, number>, window: DayWindow): DayPair => ({ today: byDay.get(window.today) ?? 0, yesterday: byDay.get(window.yesterday) ?? 0 });
const queuePair = (sizes: QueueSizes): DayPair => ({ today: sizes.now, yesterday: sizes.atTodayStart });

/** The `count` business days up to `last`, oldest first. */
function daysUpTo(last: string, count: number): string[] {
  const days = [last];
  while (days.length < count) days.unshift(dayBefore(days[0]!));
  return days;
}

async function playbackQuality(deps: AppDeps, days: readonly string[]): Promise<PlaybackQualityDay[]> {
  const from = days[0]!;
  const to = days.at(-1)!;
  const [totals, buckets] = await Promise.all([playbackByDay(deps.db, from, to), firstFrameBucketsByDay(deps.db, from, to)]);
  const byDay = new Map(totals.map((row) => [row.day, row]));
  return days.map((day) => {
    const row = byDay.get(day);
    const dayBuckets = buckets.get(day) ?? {};
    const stalledAndWatched = (row?.watched_ms ?? 0) + (row?.rebuffer_ms ?? 0);
    return {
      day,
      plays: Number(row?.plays ?? 0),
      firstFrameP50Ms: bucketQuantile(dayBuckets, 0.5),
      firstFrameP90Ms: bucketQuantile(dayBuckets, 0.9),
      rebufferRatio: stalledAndWatched > 0 ? Number((row!.rebuffer_ms / stalledAndWatched).toFixed(4)) : 0,
    };
  });
}

const none = async () => null;

/** `money`: whether the asking role sees money figures (core's seesMoney); without it they are neither read nor sent. */
export async function dashboard(deps: AppDeps, money: boolean): Promise<DashboardView> {
  const today = businessDate(deps.now(), deps.config.businessTimeZone);
  const window: DayWindow = { timeZone: deps.config.businessTimeZone, today, yesterday: dayBefore(today) };
  const { db } = deps;
  const days = daysUpTo(today, DASHBOARD_PLAYBACK_DAYS);
  const [newMembers, activeMembers, topUps, vip, coinsSpent, withdrawals, reports, chats, offlineDownloads, playback, topVideos] = await Promise.all([
    newMembersByDay(db, window),
    activeMembersByDay(db, window),
    money ? revenueByDay(db, window, 'coins') : none(),
    money ? revenueByDay(db, window, 'vip') : none(),
    money ? coinsSpentByDay(db, window) : none(),
    withdrawalsWaiting(db, window),
    openReports(db, window),
    chatsWaiting(db, window),
    offlineDownloadsByDay(db, window),
    playbackQuality(deps, days),
    topVideosByPlays(db, days[0]!, today, DASHBOARD_TOP_VIDEOS),
  ]);
  return {
    today,
    figures: {
      newMembers: pairOf(newMembers, window),
      activeMembers: pairOf(activeMembers, window),
      topUpRevenueFen: topUps && pairOf(topUps, window),
      vipRevenueFen: vip && pairOf(vip, window),
      coinsSpent: coinsSpent && pairOf(coinsSpent, window),
      withdrawalsWaiting: queuePair(withdrawals),
      openReports: queuePair(reports),
      chatsWaiting: queuePair(chats),
      offlineDownloads: pairOf(offlineDownloads, window),
    },
    playback,
    topVideos: topVideos.map((row) => ({ cartoonCode: Number(row.video_id), name: row.name, plays: Number(row.plays) })),
  };
}
