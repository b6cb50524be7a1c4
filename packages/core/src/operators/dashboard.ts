/**
 * The dashboard's figures: today (the business day so far) against yesterday,
 * playback quality over the last 7 business days, and the most played videos.
 */

/** One figure on two days. For a queue (withdrawals, reports, chats) today is now, yesterday at its end. */
export interface DayPair {
  today: number;
  yesterday: number;
}

export interface DashboardFigures {
  /** Accounts registered that day. */
  newMembers: DayPair;
  /** Members who signed in, checked in or watched that day. */
  activeMembers: DayPair;
  /** Paid coin top-ups, in fen; null for a role that does not see money (rights.ts, seesMoney). */
  topUpRevenueFen: DayPair | null;
  /** Paid VIP orders, in fen; null for a role that does not see money. */
  vipRevenueFen: DayPair | null;
  /** Coins members paid (episodes, VIP); operators' adjustments are not spending. Null for a role that does not see money. */
  coinsSpent: DayPair | null;
  withdrawalsWaiting: DayPair;
  openReports: DayPair;
  /** Members whose latest chat message has no answer yet. */
  chatsWaiting: DayPair;
  /** Offline licences (离线缓存 downloads) granted that day; asking again for one already held is a renewal, not counted. */
  offlineDownloads: DayPair;
}

export interface PlaybackQualityDay {
  /** YYYY-MM-DD, a business day. */
  day: string;
  plays: number;
  /** Upper bound (ms) of the first-frame bucket holding the median / 90th percentile play; null without plays; '+Inf' above the largest bucket. */
  firstFrameP50Ms: string | null;
  firstFrameP90Ms: string | null;
  /** Stalled time over watched plus stalled time (0..1). */
  rebufferRatio: number;
}

export interface TopVideo {
  cartoonCode: number;
  name: string;
  plays: number;
}

export interface DashboardView {
  /** The business day the figures call today (YYYY-MM-DD). */
  today: string;
  figures: DashboardFigures;
  /** The last 7 business days, oldest first, every day present (no plays: zeros and nulls). */
  playback: PlaybackQualityDay[];
  /** The most played videos of those 7 days, most first. */
  topVideos: TopVideo[];
}

/** Days of playback quality the dashboard shows, and how many top videos. */
export const DASHBOARD_PLAYBACK_DAYS = 7;
export const DASHBOARD_TOP_VIDEOS = 10;
