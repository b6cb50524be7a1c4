/** An ingest job's progress, read every JOB_POLL_MS until it is done (then on to its video) or failed. */
import { zhCNContent } from '@nocturne/core';
import { Button, PageHeader } from '@nocturne/ui';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { followJob, jobState } from '../../state/content.ts';
import * as styles from './content.css.ts';

const text = zhCNContent.job;

export default function JobPage() {
  const id = Number(useParams().id);
  const { job, error } = useSnapshot(jobState);
  const navigate = useNavigate();
  useEffect(() => followJob(id), [id]);

  return (
    <>
      <PageHeader title={job ? `${text.title} · ${job.video.name}` : text.title} back={{ label: text.back, onBack: () => navigate('/content') }} />
      <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="job-title">
        <h2 id="job-title" className={styles.panelTitle}>
          {job ? zhCNContent.jobStatuses[job.status] : zhCNContent.table.loading}
        </h2>
        {job ? (
          <>
            <label className={styles.muted} htmlFor="job-progress">
              {text.progress} {job.progress}%
            </label>
            <progress id="job-progress" className={styles.progress} max={100} value={job.progress} />
            <p className={styles.muted}>{text.attempts(Math.max(job.attempts, 1), job.maxAttempts)}</p>
            {job.status === 'failed' ? (
              <p className={styles.notice} data-tone="error" role="alert">
                {text.failed}: {job.error}
              </p>
            ) : null}
            {job.status === 'done' && job.videoId !== null ? (
              <div>
                <Button variant="primary" onClick={() => navigate(`/content/videos/${job.videoId}`)}>
                  {text.edit}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
        {error ? (
          <p className={styles.notice} data-tone="error" role="alert">
            {error}
          </p>
        ) : null}
      </section>
    </>
  );
}
