import { api, COLLECT_CALL_TYPE, COLLECT_FAVOURITE, COLLECT_LIKE, zhCN, zhCNReport, zhCNVideo } from '@nocturne/core';
import { collectBody, plainVideo } from './collectBody.ts';
import { failureMessage } from './errors.ts';
import { changeLocal } from './localLists.ts';
import { runtime } from './runtime.ts';
import { showToast } from './toasts.ts';
import { viewingSession } from './viewing/session.ts';

// What a member says of the video open on the player page: like, favourite, report.

/** Like: toggles locally; adding also tells the server (docs/product.md section 4). */
export function toggleLike(): void {
  const info = viewingSession.detail?.videoInfo;
  if (!info) return;
  const liked = changeLocal((stores) => stores.likes.toggle(info.cartoonCode));
  if (!liked) return;
  showToast(zhCNVideo.likeSucceeded);
  runtime()
    .client.call(api.like, collectBody(info, COLLECT_LIKE, COLLECT_CALL_TYPE, info.vodDuration))
    .catch(() => undefined);
}

/** Favourite: adding saves locally and tells the server; removing only changes local storage. */
export function toggleFavourite(): void {
  const info = viewingSession.detail?.videoInfo;
  if (!info) return;
  const video = plainVideo(info);
  const { stores } = runtime();
  if (stores.favourites.has(video.cartoonCode)) {
    changeLocal((s) => s.favourites.remove(video.cartoonCode));
    showToast(zhCNVideo.favouriteCancelled);
    return;
  }
  changeLocal((s) => s.favourites.add(video));
  showToast(zhCNVideo.favouriteSucceeded);
  runtime()
    .client.call(api.like, collectBody(video, COLLECT_FAVOURITE, COLLECT_CALL_TYPE, video.vodDuration))
    .catch(() => undefined);
}

/** docs/product.md: a member can report a video; operators review reports. */
export async function reportVideo(): Promise<void> {
  const code = viewingSession.code;
  if (!code) return;
  try {
    await runtime().client.call(api.report, { cartoonCode: code, reason: zhCNReport.title });
    showToast(zhCNVideo.reported);
  } catch (error) {
    showToast(failureMessage(error, zhCN.common.loadFailed));
  }
}
