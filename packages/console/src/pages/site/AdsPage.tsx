import { AD_GROUPS, AD_STATUS_ON, zhCNConsole, type AdGroupName, type SiteAd } from '@nocturne/core';
import { Button, ConfirmDialog, FormTextField, IconPlus, NumberField, PageHeader, SelectField, SwitchField, type DataTableColumn } from '@nocturne/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ads as adList, adsState, chooseGroup, removeAd, saveAd } from '../../state/ads.ts';
import { ListTable, useList } from '../lists/ListTable.tsx';
import { AdImageField } from './AdImageField.tsx';
import { PlacementSketch } from './PlacementSketch.tsx';
import * as styles from './site.css.ts';

const text = zhCNConsole.ads;

const COLUMNS: readonly DataTableColumn<SiteAd>[] = [
  { id: 'image', header: text.image, cell: (ad) => (ad.image ? <img src={ad.image} alt={ad.title || text.imageAlt} className={styles.thumb} /> : '—'), width: '120px' },
  { id: 'title', header: text.title, cell: (ad) => ad.title || '—', wrap: true },
  { id: 'url', header: text.url, cell: (ad) => <span className={styles.address}>{ad.url || '—'}</span>, wrap: true },
  { id: 'status', header: text.status, cell: (ad) => (ad.status === AD_STATUS_ON ? text.statusOn : text.statusOff), width: '90px' },
  { id: 'sort', header: zhCNConsole.site.sort, cell: (ad) => ad.sort, align: 'end', width: '70px' },
];

/** The ad groups: each group's ads, an editor with the image upload, and where the group shows. */
export default function AdsPage() {
  const ads = useList(adList);
  const [editing, setEditing] = useState<SiteAd | 'new' | null>(null);
  const [removing, setRemoving] = useState<SiteAd | null>(null);
  const groupOptions = AD_GROUPS.map((group) => ({ value: group, label: `${text.groups[group]}（${ads.items.filter((ad) => ad.group === group).length}）` }));
  return (
    <>
      <PageHeader
        title={zhCNConsole.pages.ads}
        description={text.description}
        actions={
          <Button variant="primary" icon={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {text.add}
          </Button>
        }
      />
      <div className={styles.adsLayout}>
        <div className={styles.stack}>
          <SelectField
            label={text.group}
            options={groupOptions}
            value={ads.group}
            onChange={(group: AdGroupName) => {
              chooseGroup(group);
              setEditing(null);
            }}
            hint={text.where[ads.group]}
          />
          {editing ? <AdEditor key={editing === 'new' ? `new-${ads.group}` : editing.id} ad={editing === 'new' ? null : editing} group={ads.group} onDone={() => setEditing(null)} /> : null}
          <ListTable
            list={adList}
            words={{ title: text.groups[ads.group], empty: text.empty }}
            captionShown
            columns={COLUMNS}
            only={(ad) => ad.group === ads.group}
            rowActions={(ad) => [
              { key: 'edit', label: text.edit, onSelect: () => setEditing(ad) },
              { key: 'remove', label: text.remove, tone: 'danger' as const, onSelect: () => setRemoving(ad) },
            ]}
          />
        </div>
        <PlacementSketch group={ads.group} />
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={text.removeTitle}
        message={removing ? text.removeMessage(removing.title || String(removing.id)) : ''}
        confirmLabel={text.remove}
        cancelLabel={zhCNConsole.cancel}
        tone="danger"
        confirming={ads.busy}
        onConfirm={() => {
          if (removing) void removeAd(removing.id).then(() => setRemoving(null));
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

function AdEditor({ ad, group, onDone }: { ad: SiteAd | null; group: AdGroupName; onDone: () => void }) {
  const ads = useSnapshot(adsState);
  const [title, setTitle] = useState(ad?.title ?? '');
  const [url, setUrl] = useState(ad?.url ?? '');
  const [image, setImage] = useState(ad?.image ?? '');
  const [shown, setShown] = useState((ad?.status ?? AD_STATUS_ON) === AD_STATUS_ON);
  const [sort, setSort] = useState<number | null>(ad?.sort ?? 0);
  const save = async () => {
    const fields = { title: title.trim(), url: url.trim(), image, status: shown ? AD_STATUS_ON : 0, sort: sort ?? 0 };
    if (await saveAd(ad?.id ?? null, ad ? fields : { ...fields, group })) onDone();
  };
  return (
    <section className={styles.panel} aria-label={ad ? `${text.edit} ${ad.title}` : text.add}>
      <h2 className={styles.panelTitle}>{ad ? text.edit : `${text.add} · ${text.groups[group]}`}</h2>
      <div className={styles.fields}>
        <FormTextField label={text.title} value={title} onChange={setTitle} maxLength={200} />
        <FormTextField label={text.url} type="url" value={url} onChange={setUrl} maxLength={500} />
        <AdImageField image={image} onChange={setImage} />
        <div className={styles.stack}>
          <SwitchField label={text.shown} checked={shown} onChange={setShown} stateLabels={{ on: text.statusOn, off: text.statusOff }} />
          <NumberField label={zhCNConsole.site.sort} value={sort} onChange={setSort} min={0} step={1} />
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onDone}>
          {zhCNConsole.cancel}
        </Button>
        <Button variant="primary" loading={ads.busy} disabled={ads.uploading} onClick={() => void save()}>
          {text.save}
        </Button>
      </div>
    </section>
  );
}
