/**
 * Videos for operators: filter by status and name, page through, edit, publish, take down or
 * restore (one, or the rows picked, with one confirmation that counts and names them and asks
 * one reason).
 */
import { OPERATOR_REASON_MAX, OPERATOR_REASON_MIN, reasonGiven, VIDEO_STATUSES, zhCNConsole, zhCNContent, type VideoListing, type VideoStatus } from '@nocturne/core';
import { Button, ConfirmDialog, FilterBar, FormTextArea, FormTextField, NativeSelect, PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { catalogueState, loadCatalogue } from '../../state/catalogue.ts';
import { changeVideosStatus, changeVideoStatus, loadVideos, resetVideoFilters, setVideoFilters, videos } from '../../state/content.ts';
import { ListTable, useList } from '../lists/ListTable.tsx';
import { formatDuration } from './format.ts';
import * as styles from './content.css.ts';
import { Notice } from './Notice.tsx';

const text = zhCNContent.videos;

/** The change waiting for its confirmation: one video (a row's action) or the picked ones. */
type Pending = { videos: readonly VideoListing[]; to: 'taken_down' | 'published' | 'release'; batch: boolean } | null;

/** How many titles a batch's confirmation names before it says how many more. */
const NAMED_TITLES = 10;

export default function VideosPage() {
  // The filters live in the store (they outlast the page): the page loads them itself.
  const state = useList(videos, null);
  const { categories } = useSnapshot(catalogueState);
  const nameOf = (code: string) => categories.find((c) => c.dictCode === code)?.dictName ?? code;
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const ask = (next: Pending) => {
    setReason('');
    setPending(next);
  };
  const pickedVideos = state.items.filter((video) => picked.includes(String(video.code)));
  const toTakeDown = pickedVideos.filter((video) => video.status === 'published');
  const toRestore = pickedVideos.filter((video) => video.status === 'taken_down');
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

  const named = pending ? text.titles(pending.videos.map((video) => video.name), NAMED_TITLES) : '';
  const count = pending?.videos.length ?? 0;
  const first = pending?.videos[0];
  const dialog = !pending || !first
    ? null
    : pending.to === 'release'
      ? { title: zhCNContent.edit.publishTitle, message: zhCNContent.edit.publishMessage(first.name), label: text.actions.publish, done: zhCNContent.edit.published, tone: 'default' as const }
      : pending.to === 'taken_down'
        ? pending.batch
          ? { title: text.batchTakeDownTitle(count), message: text.batchTakeDownMessage(named), label: text.actions.takeDown, done: '', tone: 'danger' as const }
          : { title: text.takeDownTitle, message: text.takeDownMessage(first.name), label: text.actions.takeDown, done: text.tookDown, tone: 'danger' as const }
        : pending.batch
          ? { title: text.batchRestoreTitle(count), message: text.batchRestoreMessage(named), label: text.actions.restore, done: '', tone: 'default' as const }
          : { title: text.restoreTitle, message: text.restoreMessage(first.name), label: text.actions.restore, done: text.restored, tone: 'default' as const };
  const needsReason = pending !== null && pending.to !== 'release';

  const confirm = async () => {
    if (!pending || !dialog || !first) return;
    if (pending.batch && pending.to !== 'release') {
      const done = await changeVideosStatus(
        pending.videos.map((video) => video.code),
        pending.to,
        reason,
      );
      if (done) setPicked([]);
    } else {
      await changeVideoStatus(first.code, pending.to, dialog.done, reason);
    }
    setPending(null);
  };

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
        selection={{ selected: picked, onChange: setPicked, rowLabel: (v) => text.selectRow(v.name) }}
        tools={
          pickedVideos.length > 0 ? (
            <>
              <span className={styles.selectedCount}>{text.selected(pickedVideos.length)}</span>
              <Button size="small" variant="danger" disabled={toTakeDown.length === 0} onClick={() => ask({ videos: toTakeDown, to: 'taken_down', batch: true })}>
                {text.batchTakeDown}
              </Button>
              <Button size="small" variant="secondary" disabled={toRestore.length === 0} onClick={() => ask({ videos: toRestore, to: 'published', batch: true })}>
                {text.batchRestore}
              </Button>
              <Button size="small" variant="ghost" onClick={() => setPicked([])}>
                {text.clearSelection}
              </Button>
            </>
          ) : null
        }
        rowActions={(v) => [
          { key: 'edit', label: text.actions.edit, onSelect: () => navigate(`/content/videos/${v.code}`) },
          ...(v.status === 'draft' ? [{ key: 'publish', label: text.actions.publish, onSelect: () => ask({ videos: [v], to: 'release', batch: false }) }] : []),
          v.status === 'taken_down'
            ? { key: 'restore', label: text.actions.restore, onSelect: () => ask({ videos: [v], to: 'published', batch: false }) }
            : { key: 'takeDown', label: text.actions.takeDown, tone: 'danger' as const, onSelect: () => ask({ videos: [v], to: 'taken_down', batch: false }) },
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
        confirmDisabled={needsReason && !reasonGiven(reason)}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {needsReason ? (
          <FormTextArea label={text.reason} hint={text.reasonHint(OPERATOR_REASON_MIN)} value={reason} onChange={setReason} maxLength={OPERATOR_REASON_MAX} showCount required />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
