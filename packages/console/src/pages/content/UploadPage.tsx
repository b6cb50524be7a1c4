/** Uploading a video: the file and the video's fields, the upload's progress (paused, cut and resumed), then its ingest job. */
import { VIDEO_UPLOAD_TYPES, zhCNContent } from '@nocturne/core';
import { Button, FormField, FormTextField, PageHeader, SelectField, SwitchField } from '@nocturne/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { catalogueState, loadCatalogue } from '../../state/catalogue.ts';
import { pauseUpload, resumeUpload, startUpload, uploadPercent, uploadState } from '../../state/contentUpload.ts';
import * as styles from './content.css.ts';

const text = zhCNContent.upload;

export default function UploadPage() {
  const upload = useSnapshot(uploadState);
  const catalogue = useSnapshot(catalogueState);
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [dictCode, setDictCode] = useState<string | null>(null);
  const [sonDictCode, setSonDictCode] = useState<string | null>(null);
  const [vip, setVip] = useState(false);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    void loadCatalogue();
  }, []);
  // Once the upload is an ingest job, its progress has a page of its own.
  useEffect(() => {
    if (upload.phase === 'queued' && upload.job) navigate(`/content/jobs/${upload.job.id}`);
  }, [upload.phase, upload.job, navigate]);

  const tops = catalogue.categories.filter((c) => c.parentCode === null);
  const subs = catalogue.categories.filter((c) => dictCode !== null && c.parentCode === dictCode);
  const busy = upload.phase === 'uploading' || upload.phase === 'ingesting';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!file || !name.trim()) return;
    void startUpload(file, { name: name.trim(), vip, ...(dictCode ? { dictCode } : {}), ...(sonDictCode ? { sonDictCode } : {}) });
  }

  return (
    <>
      <PageHeader title={text.title} description={text.description} back={{ label: zhCNContent.job.back, onBack: () => navigate('/content') }} />
      <form className={`${styles.panel} ${styles.narrow}`} onSubmit={submit} noValidate>
        <FormField label={text.file} hint={text.fileHint} error={tried && !file ? text.fileRequired : null} required>
          {(ids) => (
            <input
              id={ids.id}
              aria-describedby={ids.describedBy}
              type="file"
              accept={VIDEO_UPLOAD_TYPES.join(',')}
              required
              disabled={busy}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        <FormTextField label={text.videoTitle} value={name} onChange={setName} required maxLength={200} error={tried && !name.trim() ? text.titleRequired : null} />
        <SelectField
          label={text.category}
          placeholder={text.categoryPlaceholder}
          options={tops.map((c) => ({ value: c.dictCode, label: c.dictName }))}
          value={dictCode}
          onChange={(code) => {
            setDictCode(code);
            setSonDictCode(null);
          }}
        />
        {subs.length > 0 ? (
          <SelectField
            label={text.subCategory}
            placeholder={text.subCategoryPlaceholder}
            options={subs.map((c) => ({ value: c.dictCode, label: c.dictName }))}
            value={sonDictCode}
            onChange={setSonDictCode}
          />
        ) : null}
        <SwitchField label={text.vip} checked={vip} onChange={setVip} />
        {upload.phase !== 'idle' ? (
          <div className={styles.panel}>
            <label className={styles.muted} htmlFor="upload-progress">
              {text.progress} {uploadPercent(upload)}%
            </label>
            <progress id="upload-progress" className={styles.progress} max={100} value={uploadPercent(upload)} />
            {upload.resumedFrom !== null ? <p className={styles.muted}>{text.resumedAt(upload.resumedFrom)}</p> : null}
            {upload.phase === 'ingesting' ? <p role="status">{text.uploaded}</p> : null}
            {upload.phase === 'failed' ? (
              <p className={styles.notice} data-tone="error" role="alert">
                {upload.error ?? text.failed}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className={styles.row}>
          {upload.phase === 'uploading' ? (
            <Button type="button" variant="secondary" onClick={() => void pauseUpload()}>
              {text.pause}
            </Button>
          ) : upload.phase === 'paused' || (upload.phase === 'failed' && upload.current) ? (
            <Button type="button" variant="primary" onClick={resumeUpload}>
              {text.resume}
            </Button>
          ) : (
            <Button type="submit" variant="primary" loading={busy}>
              {text.start}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}
