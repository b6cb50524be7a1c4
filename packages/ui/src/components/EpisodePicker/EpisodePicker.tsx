import * as Tabs from '@radix-ui/react-tabs';
import { BottomSheet } from '../BottomSheet/BottomSheet.tsx';
import { episode as episodeClass, grid, tab, tabs } from './EpisodePicker.css.ts';

export interface PickerEpisode {
  id: string | number;
  name: string;
}

export interface PickerChannel<E extends PickerEpisode = PickerEpisode> {
  name: string;
  episodes: E[];
}

export interface EpisodePickerProps<E extends PickerEpisode> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  channels: PickerChannel<E>[];
  /** The episode playing now: which channel and which episode id. */
  current: { channel: number; episode: E['id'] } | null;
  onPick: (channel: number, episode: E) => void;
  labels: {
    /** '选集' */
    title: string;
    /** Names the close button, '关闭'. */
    close: string;
  };
  /** Passed to BottomSheet, for side-by-side story grids. */
  modal?: boolean;
  container?: HTMLElement | null;
}

/** The episode sheet: one tab per source channel, its episodes as buttons, the current one marked. */
export function EpisodePicker<E extends PickerEpisode>({
  open,
  onOpenChange,
  channels,
  current,
  onPick,
  labels,
  modal,
  container,
}: EpisodePickerProps<E>) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={labels.title} closeLabel={labels.close} modal={modal} container={container}>
      <Tabs.Root defaultValue={String(current?.channel ?? 0)}>
        <Tabs.List className={tabs} aria-label={labels.title}>
          {channels.map((channel, c) => (
            <Tabs.Trigger key={c} value={String(c)} className={tab}>
              {channel.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {channels.map((channel, c) => (
          <Tabs.Content key={c} value={String(c)}>
            <ul className={grid}>
              {channel.episodes.map((episode) => {
                const isCurrent = current?.channel === c && current.episode === episode.id;
                return (
                  <li key={episode.id}>
                    <button
                      type="button"
                      className={episodeClass}
                      aria-current={isCurrent || undefined}
                      onClick={() => onPick(c, episode)}
                    >
                      {episode.name}
                    </button>
                  </li>
                );
              })}
            </ul>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </BottomSheet>
  );
}
