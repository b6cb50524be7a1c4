import { formatDuration, HOLD_PLAYBACK_RATE, PLAYBACK_RATES, SEEK_STEP_SECONDS, zhCNPlayer, type QualityLevel } from '@nocturne/core';
import type { MenuOption, PlayerControlsLabels } from '@nocturne/ui';

const player = zhCNPlayer;

/** The controls' wording from the one catalogue (its plain strings as they are); the preview mark depends on the limit. */
export function controlLabels(previewSeconds: number): PlayerControlsLabels {
  return {
    ...player,
    holdHint: player.holdHint(HOLD_PLAYBACK_RATE),
    seekBack: player.seekBack(SEEK_STEP_SECONDS),
    seekForward: player.seekForward(SEEK_STEP_SECONDS),
    previewMark: player.previewMark(formatDuration(previewSeconds)),
    time: formatDuration,
    spokenPosition: (seconds, duration) => player.spokenPosition(player.spokenTime(seconds), player.spokenTime(duration)),
  };
}

export const rateOptions: MenuOption<number>[] = PLAYBACK_RATES.map((value) => ({ value, label: player.speedName(value) }));

/** Highest first, as the apps members know list them (1080P above 360P). */
export const qualityOptions = (levels: readonly QualityLevel[]): MenuOption<number>[] =>
  [...levels].sort((a, b) => b.height - a.height || b.bitrate - a.bitrate).map((level) => ({ value: level.index, label: player.qualityName(level.height) }));

/** 自动, or 自动(720P) once hls.js has chosen a level. */
export function qualityAutoLabel(levels: readonly QualityLevel[], playing: number | null): string {
  const level = levels.find((candidate) => candidate.index === playing);
  return level && level.height > 0 ? player.qualityAutoPlaying(player.qualityName(level.height)) : player.qualityAuto;
}
