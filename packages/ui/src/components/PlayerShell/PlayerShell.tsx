import type { ReactNode, Ref } from 'react';
import { IconBack, IconLock, IconWarning } from '../../icons/icons.tsx';
import { Spinner } from '../../icons/Spinner.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { back, info, introduction as introductionClass, layer, layerIcon, shell, slot, stage, title as titleClass } from './PlayerShell.css.ts';

/** 'playing' shows the bare video; the others lay a message over it. */
export type PlayerState = 'loading' | 'playing' | 'error' | 'previewEnded';

export interface PlayerShellLabels {
  /** Names the back button, '返回'. */
  back: string;
  /** '加载中...' */
  loading: string;
  /** Why playback failed, '网络连接不稳定，视频加载失败': the app picks the sentence for the reason. */
  error: string;
  /** '重试' */
  retry: string;
  /** '试看结束' */
  previewEnded: string;
  /** The action that opens the paywall, e.g. '开通VIP 全站畅看'. */
  unlock: string;
}

export interface PlayerShellProps {
  title: string;
  introduction?: string;
  state: PlayerState;
  labels: PlayerShellLabels;
  onBack: () => void;
  onRetry?: () => void;
  /** Opens the paywall from the preview-ended layer. */
  onUnlock?: () => void;
  /** The video, when rendered by React. */
  children?: ReactNode;
  /** The slot element, for an app that mounts its player's own <video> into it. */
  slotRef?: Ref<HTMLDivElement>;
}

/** The video detail page's player: a 16:9 stage with back button, state layers, title and introduction. */
export function PlayerShell({ title, introduction, state, labels, onBack, onRetry, onUnlock, children, slotRef }: PlayerShellProps) {
  return (
    <section className={shell} aria-label={title}>
      <div className={stage} aria-busy={state === 'loading' || undefined}>
        <div ref={slotRef} className={slot} data-testid="player-slot">
          {children}
        </div>
        <IconButton className={back} tone="onMedia" label={labels.back} icon={<IconBack />} onClick={onBack} />
        <StateLayer state={state} labels={labels} onRetry={onRetry} onUnlock={onUnlock} />
      </div>
      <div className={info}>
        <h1 className={titleClass}>{title}</h1>
        {introduction ? <p className={introductionClass}>{introduction}</p> : null}
      </div>
    </section>
  );
}

function StateLayer({ state, labels, onRetry, onUnlock }: Pick<PlayerShellProps, 'state' | 'labels' | 'onRetry' | 'onUnlock'>) {
  switch (state) {
    case 'playing':
      return null;
    case 'loading':
      return (
        <div className={layer} role="status">
          <Spinner size={28} />
          {labels.loading}
        </div>
      );
    case 'error':
      return (
        <div className={layer} role="alert">
          <IconWarning className={layerIcon} />
          {labels.error}
          {onRetry ? (
            <Button variant="secondary" size="small" onClick={onRetry}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      );
    case 'previewEnded':
      return (
        <div className={layer} role="status">
          <IconLock className={layerIcon} />
          {labels.previewEnded}
          {onUnlock ? (
            <Button size="small" onClick={onUnlock}>
              {labels.unlock}
            </Button>
          ) : null}
        </div>
      );
  }
}
