/** One video: its fields, episodes and cover (from the poster frames, or an image's address), then publish a draft. */
import { zhCNConsole, zhCNContent, type EpisodeInput, type VideoView } from '@nocturne/core';
import { Button, ConfirmDialog, FormTextArea, FormTextField, ImageField, NumberField, PageHeader, SelectField, SwitchField } from '@nocturne/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { catalogueState, loadCatalogue } from '../../state/catalogue.ts';
import { loadVideo, publishVideo, saveVideo, uploadCover, videoEditState } from '../../state/content.ts';
import * as styles from './content.css.ts';

const text = zhCNContent.edit;

export default function VideoEditPage() {
  const code = Number(useParams().code);
  const state = useSnapshot(videoEditState);
  const navigate = useNavigate();
  useEffect(() => {
    void loadVideo(code);
    void loadCatalogue();
  }, [code]);
  const video = state.video?.code === code ? (state.video as VideoView) : null;

  return (
    <>
      <PageHeader
        title={video ? `${text.title} · ${video.name}` : text.title}
        description={video ? zhCNContent.statuses[video.status] : undefined}
        back={{ label: text.back, onBack: () => navigate('/content') }}
      />
      {state.status === 'error' ? (
        <p className={styles.notice} data-tone="error" role="alert">
          {zhCNContent.table.error}
        </p>
      ) : video ? (
        <VideoForm key={`${video.code}`} video={video} saving={state.saving} />
      ) : (
        <p className={styles.muted}>{zhCNContent.table.loading}</p>
      )}
    </>
  );
}

function VideoForm({ video, saving }: { video: VideoView; saving: boolean }) {
  const catalogue = useSnapshot(catalogueState);
  const [name, setName] = useState(video.name);
  const [introduce, setIntroduce] = useState(video.introduce);
  const [author, setAuthor] = useState(video.author);
  const [dictCode, setDictCode] = useState<string | null>(video.dictCode || null);
  const [sonDictCode, setSonDictCode] = useState<string | null>(video.sonDictCode || null);
  const [vip, setVip] = useState(video.vip);
  const [image, setImage] = useState(video.image);
  const [episodes, setEpisodes] = useState<EpisodeInput[]>(video.episodes.map(({ name, mediaId, channel }) => ({ name, mediaId, channel })));
  const [confirming, setConfirming] = useState(false);

  const tops = catalogue.categories.filter((c) => c.parentCode === null);
  const subs = catalogue.categories.filter((c) => dictCode !== null && c.parentCode === dictCode);
  // The covers on offer: the current one and an uploaded one first when they are no frame.
  const choices = [...new Set([video.image, image].filter((url) => url && !video.coverChoices.includes(url))), ...video.coverChoices];
  const [uploading, setUploading] = useState(false);
  // Frames keep their number whatever else is on offer; the saved cover says so.
  const coverLabel = (url: string) => {
    const frame = video.coverChoices.indexOf(url);
    const name = frame >= 0 ? text.coverChoice(frame + 1) : text.coverUploaded;
    return url === video.image ? `${name} · ${text.coverCurrent}` : name;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    void saveVideo(
      video.code,
      { name: name.trim(), introduce, author, vip, image, dictCode: dictCode ?? '', sonDictCode: sonDictCode ?? '', episodes: episodes.filter((e) => e.name.trim() && e.mediaId > 0) },
      text.saved,
    );
  }

  const setEpisode = (index: number, change: Partial<EpisodeInput>) => setEpisodes(episodes.map((e, i) => (i === index ? { ...e, ...change } : e)));

  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <h2 className={styles.panelTitle}>{text.fields}</h2>
      <FormTextField label={zhCNContent.upload.videoTitle} value={name} onChange={setName} required maxLength={200} />
      <div className={styles.row}>
        <div className={styles.grow}>
          <SelectField
            label={zhCNContent.upload.category}
            placeholder={zhCNContent.upload.categoryPlaceholder}
            options={tops.map((c) => ({ value: c.dictCode, label: c.dictName }))}
            value={dictCode}
            onChange={(value) => {
              setDictCode(value);
              setSonDictCode(null);
            }}
          />
        </div>
        <div className={styles.grow}>
          <SelectField
            label={zhCNContent.upload.subCategory}
            placeholder={zhCNContent.upload.subCategoryPlaceholder}
            options={subs.map((c) => ({ value: c.dictCode, label: c.dictName }))}
            value={sonDictCode}
            onChange={setSonDictCode}
          />
        </div>
      </div>
      <SwitchField label={zhCNContent.upload.vip} checked={vip} onChange={setVip} />
      <FormTextField label={text.author} value={author} onChange={setAuthor} maxLength={100} />
      <FormTextArea label={text.introduce} value={introduce} onChange={setIntroduce} maxLength={2000} />

      <h2 className={styles.panelTitle}>{text.cover}</h2>
      <p className={styles.muted}>{text.coverHint}</p>
      <fieldset className={styles.covers}>
        <legend className={styles.visuallyHidden}>{text.cover}</legend>
        {choices.map((url) => (
          <label key={url} className={styles.cover}>
            <input className={styles.visuallyHidden} type="radio" name="cover" value={url} checked={image === url} onChange={() => setImage(url)} />
            <img className={styles.coverImage} src={url} alt="" loading="lazy" />
            <span>{coverLabel(url)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <ImageField
          label={text.coverUpload}
          value={null}
          tileHint={text.coverUploadTile}
          hint={text.coverUploadHint}
          removeLabel={text.coverRemove}
          previewAlt={text.coverPreview}
          disabled={uploading}
          onChange={(file) => {
            if (!file) return;
            setUploading(true);
            void uploadCover(file).then((url) => {
              setUploading(false);
              if (url) setImage(url);
            });
          }}
        />
        <div className={styles.grow}>
          <FormTextField label={text.coverAddress} value={image} onChange={setImage} maxLength={500} />
        </div>
      </div>

      <h2 className={styles.panelTitle}>{text.episodes}</h2>
      <ol className={styles.list}>
        {episodes.map((episode, index) => (
          <li key={index} className={styles.listItem}>
            <div className={styles.grow}>
              <FormTextField label={text.episodeName(index + 1)} value={episode.name} onChange={(value) => setEpisode(index, { name: value })} maxLength={100} />
            </div>
            <NumberField label={text.episodeMedia} value={episode.mediaId} min={1} onChange={(value) => setEpisode(index, { mediaId: value ?? 0 })} />
            <Button type="button" variant="secondary" disabled={episodes.length <= 1} onClick={() => setEpisodes(episodes.filter((_, i) => i !== index))}>
              {text.removeEpisode}
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="secondary" onClick={() => setEpisodes([...episodes, { name: zhCNContent.edit.newEpisode(episodes.length + 1), mediaId: episodes[episodes.length - 1]?.mediaId ?? 0 }])}>
          {text.addEpisode}
        </Button>
      </div>

      <div className={styles.row}>
        <Button type="submit" variant="primary" loading={saving}>
          {text.save}
        </Button>
        {video.status === 'draft' ? (
          <Button type="button" variant="primary" onClick={() => setConfirming(true)}>
            {text.publish}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={text.publishTitle}
        message={text.publishMessage(video.name)}
        confirmLabel={text.publish}
        cancelLabel={zhCNConsole.cancel}
        confirming={saving}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void publishVideo(video.code, text.published).then(() => setConfirming(false))}
      />
    </form>
  );
}
