import { FIRST_FRAME_BUCKETS_MS, zhCNConsole, type PlaybackQualityDay } from '@nocturne/core';
import { MetricChart } from '@nocturne/ui';
import { formatMs, formatShare, shortDay } from '../../format/figures.ts';
import * as styles from './dashboard.css.ts';

const text = zhCNConsole.dashboard;

/**
 * A percentile is the upper bound of a bucket; above the largest bucket ('+Inf') there is no
 * figure to draw, so the chart shows the largest bound it knows as the floor of it.
 */
function bucketMs(bound: string | null): number | null {
  if (bound === null) return null;
  return bound === '+Inf' ? FIRST_FRAME_BUCKETS_MS.at(-1)! : Number(bound);
}

/** First frame p50 and p90, and the rebuffer ratio, over the last 7 days. */
export function PlaybackCharts({ days }: { days: readonly PlaybackQualityDay[] }) {
  const categories = days.map((day) => shortDay(day.day));
  const today = days.at(-1);
  const p50 = bucketMs(today?.firstFrameP50Ms ?? null);
  const p90 = bucketMs(today?.firstFrameP90Ms ?? null);
  return (
    <section aria-labelledby="playback-title">
      <h2 id="playback-title" className={styles.sectionTitle}>
        {text.playbackTitle}
      </h2>
      <div className={styles.charts}>
        <div className={styles.chart}>
          <MetricChart
            title={text.firstFrame}
            kind="line"
            categories={categories}
            series={[
              { id: 'p50', label: text.firstFrameP50, values: days.map((day) => bucketMs(day.firstFrameP50Ms)), tone: 'brand' },
              { id: 'p90', label: text.firstFrameP90, values: days.map((day) => bucketMs(day.firstFrameP90Ms)), tone: 'accent' },
            ]}
            formatValue={formatMs}
            summary={p50 !== null && p90 !== null ? text.firstFrameSummary(formatMs(p50), formatMs(p90)) : text.noPlays}
            labels={zhCNConsole.chart}
          />
        </div>
        <div className={styles.chart}>
          <MetricChart
            title={text.rebufferRatio}
            kind="bar"
            categories={categories}
            series={[{ id: 'rebuffer', label: text.rebufferRatio, values: days.map((day) => (day.plays > 0 ? day.rebufferRatio : null)), tone: 'warning' }]}
            formatValue={formatShare}
            summary={today && today.plays > 0 ? text.rebufferSummary(formatShare(today.rebufferRatio)) : text.noPlays}
            labels={zhCNConsole.chart}
          />
        </div>
      </div>
    </section>
  );
}
