import { formatDuration, formatHeat, NO_ID_COUNTDOWN_SECONDS, showAdBlock, SINGLE_EPISODE_COINS, zhCN, zhCNVideo } from '@nocturne/core';
import { ActionBar, AdStrip, Button, PaywallSheet, PlayerShell, SectionHeader, type PlayerState } from '@nocturne/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths, videoCodeFrom } from '../../routes/paths.ts';
import { memberIsVip, previewSeconds } from '../../state/entitlement.ts';
import { localLists } from '../../state/localLists.ts';
import { memberState } from '../../state/member.ts';
import { showToast } from '../../state/toasts.ts';
import {
  buyEpisode,
  buyVip,
  closePaywall,
  currentEpisode,
  openPaywall,
  openVideo,
  nextEpisodeOf,
  pickEpisode,
  rememberPosition,
  reportVideo,
  resumePosition,
  saveProgress,
  toggleFavourite,
  toggleLike,
  videoState,
} from '../../state/video.ts';
import { adLabels, adView, FeedGrid } from '../common/cards.tsx';
import { clickAd } from '../../state/config.ts';
import { useGoBack } from '../common/Page.tsx';
import { useShownAds } from '../common/useShownAds.ts';
import { useOpenedOnce } from '../common/useOpenedOnce.ts';
import { CoinsShortDialog } from './CoinsShortDialog.tsx';
import { createPlaybackFeed, DanmakuBar, DanmakuLayer, DanmakuToggle, useDanmakuPolling } from './Danmaku.tsx';
import { showDanmakuOf } from '../../state/danmaku.ts';
import { VideoPlayer, type PlayerPhase } from './VideoPlayer.tsx';
import { dropWarmPlayer } from './warmStart.ts';
import * as styles from './video.css.ts';

const EpisodePicker = lazy(() => import('./sheets.ts').then((sheets) => ({ default: sheets.EpisodePicker })));
const ShareSheet = lazy(() => import('./sheets.ts').then((sheets) => ({ default: sheets.ShareSheet })));

const shellLabels = {
  back: zhCN.common.back,
  loading: zhCN.common.loading,
  error: zhCNVideo.playbackFailed.other,
  retry: zhCN.common.retry,
  previewEnded: zhCNVideo.previewEnded,
  unlock: zhCNVideo.buyVip,
};

/** /videoinfo?id={cartoonCode}[&share=] (docs/product.md section 2, Video detail). */
export default function VideoPage() {
  const [query] = useSearchParams();
  const code = videoCodeFrom(query.get('id'));
  const fromShare = query.has('share');
  const navigate = useNavigate();
  const goBack = useGoBack();
  const back = () => (fromShare ? void navigate(paths.home) : goBack());
  // A warm stream the player never took (the member left first) must not stay on screen.
  useEffect(() => dropWarmPlayer, []);
  // Opened without an id (often straight from a bad link): home, never out of the site.
  if (!code) return <NoIdCountdown onDone={() => void navigate(paths.home, { replace: true })} />;
  return <VideoDetailView key={code} code={code} onBack={back} />;
}

/** With no id: a 3-second countdown (docs/product.md section 2), then home. */
function NoIdCountdown({ onDone }: { onDone: () => void }) {
  const [seconds, setSeconds] = useState(NO_ID_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, onDone]);
  return (
    <p className={styles.countdown} role="status">
      {zhCNVideo.noIdCountdown(seconds)}
    </p>
  );
}

function VideoDetailView({ code, onBack }: { code: number; onBack: () => void }) {
  const video = useSnapshot(videoState);
  const lists = useSnapshot(localLists);
  const { member } = useSnapshot(memberState);
  const { config, ads } = useShownAds();
  const [phase, setPhase] = useState<PlayerPhase>('loading');
  const [previewEnded, setPreviewEnded] = useState(false);
  const [episodesOpen, setEpisodesOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const episodesMounted = useOpenedOnce(episodesOpen);
  const shareMounted = useOpenedOnce(shareOpen);
  // A new episode starts from its beginning; opening the video or rebuilding after a
  // purchase continues from the saved position.
  const fromStart = useRef(false);
  // The player's position for the danmaku, outside React state: only the overlay follows it.
  const [playbackFeed] = useState(createPlaybackFeed);
  useDanmakuPolling(playbackFeed);

  useEffect(() => {
    void openVideo(code).then(() => {
      if (videoState.code === code && videoState.detail) showDanmakuOf(code, videoState.detail.danmuList);
      const position = resumePosition();
      if (position > 0) showToast(zhCNVideo.resume(formatDuration(position)));
    });
  }, [code]);

  const vip = member !== null && memberIsVip();
  const entitled = vip || video.allowed;
  const episode = currentEpisode(video);
  const info = video.detail?.videoInfo;

  const shellState: PlayerState = video.failed
    ? 'error'
    : previewEnded && !entitled && !video.paywallOpen
      ? 'previewEnded'
      : phase === 'error'
        ? 'error'
        : video.loading || !episode
          ? 'loading'
          : phase;

  return (
    <div className={styles.page}>
      <PlayerShell
        title={info?.cartoonName ?? ''}
        introduction={info?.cartoonIntroduce}
        state={shellState}
        labels={shellLabels}
        onBack={onBack}
        onRetry={() => void openVideo(code)}
        onUnlock={openPaywall}
      >
        {/* Built once entitlement is known, so a bought episode never meets the preview limit. */}
        {episode && !video.loading ? (
          <VideoPlayer
            key={`${video.playerKey}-${episode.id}`}
            url={episode.url}
            startAt={() => (fromStart.current ? 0 : resumePosition())}
            previewSeconds={previewSeconds()}
            entitled={entitled}
            onPhase={setPhase}
            onPreviewEnded={() => {
              setPreviewEnded(true);
              openPaywall();
            }}
            onLeave={saveProgress}
            onProgress={rememberPosition}
            thumbnails={episode.thumbnails}
            title={info?.cartoonName ?? ''}
            catalogueSeconds={info?.vodDuration ?? 0}
            nextEpisode={nextEpisodeOf(video)}
            onNextEpisode={() => {
              setPreviewEnded(false);
              fromStart.current = true;
              void pickEpisode(video.channel, video.episode + 1);
            }}
            onPlayback={playbackFeed.publish}
            overlay={<DanmakuLayer feed={playbackFeed} />}
            extraActions={<DanmakuToggle />}
          />
        ) : null}
      </PlayerShell>
      {info ? <DanmakuBar feed={playbackFeed} /> : null}
      {info ? (
        <ActionBar
          labels={{
            episodes: zhCNVideo.episodes,
            share: zhCNVideo.share,
            like: zhCNVideo.like,
            favourite: zhCNVideo.favourite,
          }}
          likeCount={formatHeat(info.cartoonHot)}
          liked={lists.likes.includes(info.cartoonCode)}
          favourited={lists.favourites.some((saved) => saved.cartoonCode === info.cartoonCode)}
          onEpisodes={() => setEpisodesOpen(true)}
          onShare={() => setShareOpen(true)}
          onLike={toggleLike}
          onFavourite={toggleFavourite}
        />
      ) : null}
      {showAdBlock(config, 'showPlayAd') && ads && ads.play.length > 0 ? (
        <div className={styles.adRow}>
          <AdStrip ads={ads.play.map(adView)} labels={adLabels} onAdClick={(ad) => void clickAd('play', ad)} />
        </div>
      ) : null}
      {info ? (
        <div className={styles.reportRow}>
          <Button variant="ghost" size="small" onClick={() => void reportVideo()}>
            {zhCNVideo.report}
          </Button>
        </div>
      ) : null}
      {video.detail && video.detail.recommend.length > 0 ? (
        <section className={styles.section}>
          <SectionHeader title={zhCNVideo.latest} />
          <FeedGrid items={video.detail.recommend} adPlacement="play" />
        </section>
      ) : null}
      <PaywallSheet
        open={video.paywallOpen}
        labels={{
          title: zhCNVideo.previewEnded,
          buyEpisode: zhCNVideo.buyEpisode(SINGLE_EPISODE_COINS),
          buyVip: zhCNVideo.buyVip,
          cancel: zhCN.common.cancel,
        }}
        message={member ? zhCN.labels.balanceLine(member.memberCion) : undefined}
        busy={video.busy}
        onBuyEpisode={() => {
          fromStart.current = false;
          void buyEpisode().then(() => setPreviewEnded(false));
        }}
        onBuyVip={buyVip}
        onCancel={closePaywall}
      />
      <CoinsShortDialog />
      {/* Each sheet's code loads on its first opening; separate boundaries so one loading never hides the other. */}
      {episodesMounted ? (
        <Suspense fallback={null}>
          <EpisodePicker
            open={episodesOpen}
            onOpenChange={setEpisodesOpen}
            channels={(video.detail?.srcList ?? []).map((source) => ({ name: source.channel, episodes: [...source.urlList] }))}
            current={episode ? { channel: video.channel, episode: episode.id } : null}
            onPick={(channel, picked) => {
              setEpisodesOpen(false);
              setPreviewEnded(false);
              fromStart.current = true;
              const index = video.detail?.srcList[channel]?.urlList.findIndex((entry) => entry.id === picked.id) ?? 0;
              void pickEpisode(channel, Math.max(0, index));
            }}
            labels={{ title: zhCNVideo.episodes, close: zhCN.common.close }}
          />
        </Suspense>
      ) : null}
      {info && shareMounted ? (
        <Suspense fallback={null}>
          <ShareSheet open={shareOpen} onOpenChange={setShareOpen} cartoonCode={info.cartoonCode} />
        </Suspense>
      ) : null}
    </div>
  );
}
