/** Videos for operators: filter by status and name, page through, edit, publish, take down or restore. */
import { VIDEO_STATUSES, zhCNConsole, zhCNContent, type VideoListing, type VideoStatus } from '@nocturne/core';
import { Button, ConfirmDialog, FilterBar, FormTextField, NativeSelect, PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { catalogueState, loadCatalogue } from '../../state/catalogue.ts';
import { changeVideoStatus, loadVideos, resetVideoFilters, setVideoFilters, videos } from '../../state/content.ts';
import { ListTable, useList } from '../lists/ListTable.tsx';
import { formatDuration } from './format.ts';
import * as styles from './content.css.ts';
import { Notice } from './Notice.tsx';

const text = zhCNContent.videos;

type Pending = { video: VideoListing; to: 'taken_down' | 'published' | 'release' } | null;

export default function VideosPage() {
  // The filters live in the store (they outlast the page): the page loads them itself.
  const state = useList(videos, null);
  const { categories } = useSnapshot(catalogueState);
  const nameOf = (code: string) => categories.find((c) => c.dictCode === code)?.dictName ?? code;
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const [q, setQ] = useState(state.filters.q);
  useEffect(() => {
    void loadVideos();
    void loadCatalogue();
  }, []);

  const columns: readonly DataTableColumn<VideoListing>[] = [
    { id: 'code', header: text.columns.code, cell: (v) => v.code, sortable: true, sortValue: (v) => v.code, width: '80px' },
    { id: 'cover', header: text.columns.cover, cell: (v) => <img className={styles.thumb} src={v.image} alt="" loading="lazy" />, width: '88px' },
    { id: 'name', header: text.columns.name, cell: (v) => v.name, sortable: true, sortValue: (v) => v.name, wrap: true },
    { id: 'status', header: text.columns.status, cell: (v) => zhCNContent.statuses[v.status] },
    { id: 'vip', header: text.columns.vip, cell: (v) => (v.vip ? text.vipYes : text.vipNo) },
    { id: 'category', header: text.columns.category, cell: (v) => [v.dictCode, v.sonDictCode].filter(Boolean).map(nameOf).join(' / ') },
    { id: 'duration', header: text.columns.duration, cell: (v) => formatDuration(v.durationSeconds), align: 'end' },
    { id: 'publishedAt', header: text.columns.publishedAt, cell: (v) => new Date(v.publishedAt).toLocaleString('zh-CN'), sortable: true, sortValue: (v) => v.publishedAt },
  ];

  const dialog = pending
    ? pending.to === 'taken_down'
      ? { title: text.takeDownTitle, message: text.takeDownMessage(pending.video.name), label: text.actions.takeDown, done: text.tookDown, tone: 'danger' as const }
      : pending.to === 'release'
        ? { title: zhCNContent.edit.publishTitle, message: zhCNContent.edit.publishMessage(pending.video.name), label: text.actions.publish, done: zhCNContent.edit.published, tone: 'default' as const }
        : { title: text.restoreTitle, message: text.restoreMessage(pending.video.name), label: text.actions.restore, done: text.restored, tone: 'default' as const }
    : null;

  return (
    <>
      <PageHeader
        title={text.title}
        description={text.description}
        actions={
          <Button variant="primary" onClick={() => navigate('/content/upload')}>
            {text.upload}
          </Button>
        }
      />
      <FilterBar label={text.filters} resetLabel={text.reset} onReset={() => (setQ(''), resetVideoFilters())}>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{text.status}</span>
          <NativeSelect<VideoStatus>
            aria-label={text.status}
            options={VIDEO_STATUSES.map((status) => ({ value: status, label: zhCNContent.statuses[status] }))}
            value={state.filters.status}
            emptyLabel={text.allStatuses}
            emptySelectable
            onValueChange={(status) => setVideoFilters({ status })}
          />
        </label>
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            setVideoFilters({ q });
          }}
        >
          <FormTextField label={text.name} type="search" value={q} placeholder={text.namePlaceholder} onChange={setQ} />
        </form>
      </FilterBar>
      <Notice notice={state.notice} />
      <ListTable
        list={videos}
        words={text}
        columns={columns}
        rowKey={(v) => String(v.code)}
        paged
        labels={{ pager: zhCNContent.table.pager }}
        rowActions={(v) => [
          { key: 'edit', label: text.actions.edit, onSelect: () => navigate(`/content/videos/${v.code}`) },
          ...(v.status === 'draft' ? [{ key: 'publish', label: text.actions.publish, onSelect: () => setPending({ video: v, to: 'release' }) }] : []),
          v.status === 'taken_down'
            ? { key: 'restore', label: text.actions.restore, onSelect: () => setPending({ video: v, to: 'published' }) }
            : { key: 'takeDown', label: text.actions.takeDown, tone: 'danger' as const, onSelect: () => setPending({ video: v, to: 'taken_down' }) },
        ]}
      />
      <ConfirmDialog
        open={pending !== null}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        confirmLabel={dialog?.label ?? ''}
        cancelLabel={zhCNConsole.cancel}
        tone={dialog?.tone}
        confirming={state.busy}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending || !dialog) return;
          void changeVideoStatus(pending.video.code, pending.to, dialog.done).then(() => setPending(null));
        }}
      />
    </>
  );
}
