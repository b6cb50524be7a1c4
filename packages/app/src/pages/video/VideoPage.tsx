import { formatHeat, NO_ID_COUNTDOWN_SECONDS, playerScreen, showAdBlock, SINGLE_EPISODE_COINS, zhCN, zhCNVideo, type PlaybackSnapshot } from '@nocturne/core';
import { ActionBar, AdStrip, Button, PaywallSheet, PlayerShell, SectionHeader } from '@nocturne/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths, videoCodeFrom } from '../../routes/paths.ts';
import { memberIsVip, previewSeconds } from '../../state/entitlement.ts';
import { localLists } from '../../state/localLists.ts';
import { memberState } from '../../state/member.ts';
import { coinsShortState } from '../../state/topUpReturn.ts';
import { reportVideo, toggleFavourite, toggleLike } from '../../state/reactions.ts';
import { currentEpisode, nextEpisodeOf, openVideo, pickEpisode, playNextEpisode } from '../../state/viewing/opening.ts';
import { rememberPosition, saveProgress } from '../../state/viewing/progress.ts';
import { buyEpisode, buyVip, closePaywall, openPaywall } from '../../state/viewing/purchase.ts';
import { viewingSession } from '../../state/viewing/session.ts';
import { adLabels, adView, FeedGrid } from '../common/cards.tsx';
import { clickAd } from '../../state/config.ts';
import { useGoBack } from '../common/Page.tsx';
import { useShownAds } from '../common/useShownAds.ts';
import { useOpenedOnce } from '../common/useOpenedOnce.ts';
import { DanmakuBar, DanmakuLayer, DanmakuToggle, useDanmakuPolling } from './Danmaku.tsx';
import { showDanmakuOf } from '../../state/danmaku.ts';
import { closeWarmStart, retryPlayback, useScreenPlayback } from './screenPlayer.ts';
import { EpisodeDownload } from './EpisodeDownload.tsx';
import { shellLabels } from './shellLabels.ts';
import { VideoPlayer } from './VideoPlayer.tsx';
import * as styles from './video.css.ts';

const EpisodePicker = lazy(() => import('./sheets.ts').then((sheets) => ({ default: sheets.EpisodePicker })));
const ShareSheet = lazy(() => import('./sheets.ts').then((sheets) => ({ default: sheets.ShareSheet })));
const CoinsShortDialog = lazy(() => import('./sheets.ts').then((sheets) => ({ default: sheets.CoinsShortDialog })));

// What the screen's state needs of the player's store, each read on its own: the page does not
// re-render on every timeupdate.
const started = (playback: PlaybackSnapshot) => playback.started;
const failure = (playback: PlaybackSnapshot) => playback.error;
const previewEnded = (playback: PlaybackSnapshot) => playback.previewEnded;

/** /videoinfo?id={cartoonCode}[&share=] (docs/product.md section 2, Video detail). */
export default function VideoPage() {
  const [query] = useSearchParams();
  const code = videoCodeFrom(query.get('id'));
  const fromShare = query.has('share');
  const navigate = useNavigate();
  const goBack = useGoBack();
  const back = () => (fromShare ? void navigate(paths.home) : goBack());
  // A warm stream the player never took (the member left first) must not stay on screen.
  useEffect(() => closeWarmStart, []);
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
  const video = useSnapshot(viewingSession);
  const lists = useSnapshot(localLists);
  const { member } = useSnapshot(memberState);
  const { config, ads } = useShownAds();
  const [episodesOpen, setEpisodesOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const episodesMounted = useOpenedOnce(episodesOpen);
  const shareMounted = useOpenedOnce(shareOpen);
  const coinsShortMounted = useOpenedOnce(useSnapshot(coinsShortState).open);
  useDanmakuPolling();
  const playback = { started: useScreenPlayback(started), error: useScreenPlayback(failure), previewEnded: useScreenPlayback(previewEnded) };

  useEffect(() => {
    void openVideo(code).then(() => {
      if (viewingSession.code === code && viewingSession.detail) showDanmakuOf(code, viewingSession.detail.danmuList);
    });
  }, [code]);

  const vip = member !== null && memberIsVip();
  const entitled = vip || video.allowed;
  const episode = currentEpisode(video);
  const info = video.detail?.videoInfo;

  const screen = playerScreen({
    detail: video.failed ? 'failed' : video.loading ? 'loading' : 'ready',
    hasEpisode: episode !== null,
    playback,
    entitled,
    paywallOpen: video.paywallOpen,
  });

  return (
    <div className={styles.page}>
      <PlayerShell
        title={info?.cartoonName ?? ''}
        introduction={info?.cartoonIntroduce}
        state={screen.stage}
        labels={{ ...shellLabels, error: zhCNVideo.playbackFailed[screen.stage === 'error' ? screen.reason : 'other'] }}
        onBack={onBack}
        // A stream that failed is loaded again where it stopped; a detail that failed is asked again.
        onRetry={() => (screen.stage === 'error' && screen.retry === 'stream' ? retryPlayback() : void openVideo(code))}
        onUnlock={openPaywall}
      >
        {/* Built once entitlement is known, so a bought episode never meets the preview limit;
            it stays for the page's life, and another episode plays on the same player. */}
        {episode && !video.loading ? (
          <VideoPlayer
            url={episode.url}
            poster={episode.poster}
            streamKey={video.streamKey}
            previewSeconds={previewSeconds()}
            entitled={entitled}
            onPreviewEnded={openPaywall}
            onLeave={saveProgress}
            onProgress={rememberPosition}
            thumbnails={episode.thumbnails}
            title={info?.cartoonName ?? ''}
            catalogueSeconds={info?.vodDuration ?? 0}
            nextEpisode={nextEpisodeOf(video)}
            onNextEpisode={playNextEpisode}
            overlay={<DanmakuLayer />}
            extraActions={<DanmakuToggle />}
          />
        ) : null}
      </PlayerShell>
      {info ? <DanmakuBar /> : null}
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
          download={
            episode ? (
              <EpisodeDownload vid={info.cartoonCode} title={info.cartoonName} cover={info.cartoonImage} seconds={info.vodDuration} episode={episode} entitled={entitled} />
            ) : undefined
          }
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
        open={screen.paywall}
        labels={{
          title: zhCNVideo.previewEnded,
          buyEpisode: zhCNVideo.buyEpisode(SINGLE_EPISODE_COINS),
          buyVip: zhCNVideo.buyVip,
          cancel: zhCN.common.cancel,
        }}
        message={member ? zhCN.labels.balanceLine(member.memberCion) : undefined}
        busy={video.busy}
        onBuyEpisode={() => void buyEpisode()}
        onBuyVip={buyVip}
        onCancel={closePaywall}
      />
      {/* Each sheet's code loads on its first opening; separate boundaries so one loading never hides the other. */}
      {coinsShortMounted ? (
        <Suspense fallback={null}>
          <CoinsShortDialog />
        </Suspense>
      ) : null}
      {episodesMounted ? (
        <Suspense fallback={null}>
          <EpisodePicker
            open={episodesOpen}
            onOpenChange={setEpisodesOpen}
            channels={(video.detail?.srcList ?? []).map((source) => ({ name: source.channel, episodes: [...source.urlList] }))}
            current={episode ? { channel: video.channel, episode: episode.id } : null}
            onPick={(channel, picked) => {
              setEpisodesOpen(false);
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
