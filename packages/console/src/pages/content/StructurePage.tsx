/** The catalogue's structure: categories, home's tag strip, topic cards and hot search words, each in a tab. */
import { zhCNConsole, zhCNContent, type CategoryView, type HotWord, type TopicView } from '@nocturne/core';
import { Button, ConfirmDialog, DataTable, FormTextField, NumberField, PageHeader, SelectField, type DataTableColumn } from '@nocturne/ui';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import {
  addCategory,
  addHotWord,
  addTopic,
  catalogueState,
  homeTagCodes,
  loadCatalogue,
  orderHomeTags,
  removeCategory,
  removeHotWord,
  removeTopic,
} from '../../state/catalogue.ts';
import * as styles from './content.css.ts';

const text = zhCNContent.structure;
type Tab = keyof typeof text.tabs;
const PAGE_SIZE = 15;
type Removal = { name: string; run: () => Promise<boolean> } | null;

export default function StructurePage() {
  const state = useSnapshot(catalogueState);
  const [tab, setTab] = useState<Tab>('categories');
  const [removal, setRemoval] = useState<Removal>(null);
  useEffect(() => {
    void loadCatalogue();
  }, []);
  const ask = (name: string, run: () => Promise<boolean>) => setRemoval({ name, run });

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <div className={styles.tabs} role="tablist" aria-label={text.title}>
        {(Object.keys(text.tabs) as Tab[]).map((key) => (
          <button key={key} type="button" role="tab" id={`tab-${key}`} aria-selected={tab === key} aria-controls="structure-panel" className={styles.tab} onClick={() => setTab(key)}>
            {text.tabs[key]}
          </button>
        ))}
      </div>
      <section id="structure-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className={styles.panel}>
        {tab === 'categories' ? <Categories categories={state.categories} ask={ask} /> : null}
        {tab === 'homeTags' ? <HomeTags categories={state.categories} /> : null}
        {tab === 'topics' ? <Topics topics={state.topics} categories={state.categories} ask={ask} /> : null}
        {tab === 'hotWords' ? <HotWords words={state.hotWords} ask={ask} /> : null}
      </section>
      <ConfirmDialog
        open={removal !== null}
        title={text.removeTitle}
        message={removal ? text.removeMessage(removal.name) : ''}
        confirmLabel={text.remove}
        cancelLabel={zhCNConsole.cancel}
        tone="danger"
        confirming={state.busy}
        onCancel={() => setRemoval(null)}
        onConfirm={() => void removal?.run().then(() => setRemoval(null))}
      />
    </>
  );
}

type Ask = (name: string, run: () => Promise<boolean>) => void;

function table<Row extends object>(caption: string, rows: readonly Row[], columns: DataTableColumn<Row>[], rowKey: (row: Row) => string, remove: (row: Row) => void): ReactNode {
  const state = catalogueState;
  return (
    <DataTable<Row>
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      status={state.status}
      onRetry={() => void loadCatalogue()}
      labels={{ ...zhCNContent.table, empty: text.empty }}
      pageSize={PAGE_SIZE}
      rowActions={(row) => [{ key: 'remove', label: text.remove, tone: 'danger', onSelect: () => remove(row) }]}
    />
  );
}

function Categories({ categories, ask }: { categories: readonly CategoryView[]; ask: Ask }) {
  const [dictCode, setCode] = useState('');
  const [dictName, setName] = useState('');
  const [parentCode, setParent] = useState<string | null>(null);
  const [sort, setSort] = useState<number | null>(0);
  const nameOf = (code: string | null) => categories.find((c) => c.dictCode === code)?.dictName ?? text.noParent;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await addCategory({ dictCode: dictCode.trim(), dictName: dictName.trim(), parentCode, sort: sort ?? 0 }, zhCNConsole.saved)) {
      setCode('');
      setName('');
    }
  }
  return (
    <>
      <form className={styles.row} onSubmit={(event) => void submit(event)}>
        <FormTextField label={text.code} value={dictCode} onChange={setCode} required maxLength={64} />
        <FormTextField label={text.name} value={dictName} onChange={setName} required maxLength={50} />
        <SelectField
          label={text.parent}
          placeholder={text.noParent}
          options={categories.filter((c) => c.parentCode === null).map((c) => ({ value: c.dictCode, label: c.dictName }))}
          value={parentCode}
          onChange={setParent}
        />
        <NumberField label={text.sort} value={sort} min={0} onChange={setSort} />
        <Button type="submit" variant="primary" disabled={!dictCode.trim() || !dictName.trim()}>
          {text.add}
        </Button>
      </form>
      {table(
        text.tabs.categories,
        categories,
        [
          { id: 'code', header: text.code, cell: (c) => c.dictCode },
          { id: 'name', header: text.name, cell: (c) => c.dictName },
          { id: 'parent', header: text.parent, cell: (c) => nameOf(c.parentCode) },
          { id: 'sort', header: text.sort, cell: (c) => c.sort, align: 'end' },
          { id: 'homeTag', header: text.homeTag, cell: (c) => c.homeTagSort ?? '—', align: 'end' },
          { id: 'featured', header: text.featured, cell: (c) => c.featuredSort ?? '—', align: 'end' },
        ],
        (c) => c.dictCode,
        (c) => ask(c.dictName, () => removeCategory(c.dictCode, zhCNConsole.saved)),
      )}
    </>
  );
}

function HomeTags({ categories }: { categories: readonly CategoryView[] }) {
  const [codes, setCodes] = useState<string[]>(() => homeTagCodes(categories));
  useEffect(() => setCodes(homeTagCodes(categories)), [categories]);
  const ordered = [...codes.map((code) => categories.find((c) => c.dictCode === code)!).filter(Boolean), ...categories.filter((c) => !codes.includes(c.dictCode))];
  const move = (code: string, by: -1 | 1) => {
    const at = codes.indexOf(code);
    const next = [...codes];
    [next[at], next[at + by]] = [next[at + by]!, next[at]!];
    setCodes(next);
  };
  return (
    <>
      <p className={styles.muted}>{text.homeTagsHint}</p>
      <ul className={styles.list}>
        {ordered.map((category) => {
          const at = codes.indexOf(category.dictCode);
          return (
            <li key={category.dictCode} className={styles.listItem}>
              <label className={styles.grow}>
                <input
                  type="checkbox"
                  checked={at >= 0}
                  onChange={(event) => setCodes(event.target.checked ? [...codes, category.dictCode] : codes.filter((code) => code !== category.dictCode))}
                />{' '}
                {category.dictName} <span className={styles.muted}>{category.dictCode}</span>
              </label>
              <Button type="button" size="small" variant="secondary" disabled={at <= 0} onClick={() => move(category.dictCode, -1)} aria-label={`${text.moveUp} ${category.dictName}`}>
                {text.moveUp}
              </Button>
              <Button type="button" size="small" variant="secondary" disabled={at < 0 || at === codes.length - 1} onClick={() => move(category.dictCode, 1)} aria-label={`${text.moveDown} ${category.dictName}`}>
                {text.moveDown}
              </Button>
            </li>
          );
        })}
      </ul>
      <div>
        <Button variant="primary" onClick={() => void orderHomeTags(codes, zhCNConsole.saved)}>
          {zhCNConsole.save}
        </Button>
      </div>
    </>
  );
}

function Topics({ topics, categories, ask }: { topics: readonly TopicView[]; categories: readonly CategoryView[]; ask: Ask }) {
  const [title, setTitle] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [image, setImage] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code && (await addTopic({ title: title.trim(), code, image }, zhCNConsole.saved))) setTitle('');
  }
  return (
    <>
      <form className={styles.row} onSubmit={(event) => void submit(event)}>
        <FormTextField label={text.topicTitle} value={title} onChange={setTitle} required maxLength={100} />
        <SelectField label={text.topicCode} options={categories.map((c) => ({ value: c.dictCode, label: c.dictName }))} value={code} onChange={setCode} required />
        <FormTextField label={text.topicImage} type="url" value={image} onChange={setImage} maxLength={500} />
        <Button type="submit" variant="primary" disabled={!title.trim() || !code}>
          {text.add}
        </Button>
      </form>
      {table(
        text.tabs.topics,
        topics,
        [
          { id: 'title', header: text.topicTitle, cell: (t) => t.title },
          { id: 'code', header: text.topicCode, cell: (t) => t.code },
          { id: 'sort', header: text.sort, cell: (t) => t.sort, align: 'end' },
        ],
        (t) => String(t.id),
        (t) => ask(t.title, () => removeTopic(t.id, zhCNConsole.saved)),
      )}
    </>
  );
}

function HotWords({ words, ask }: { words: readonly HotWord[]; ask: Ask }) {
  const [word, setWord] = useState('');
  const [sort, setSort] = useState<number | null>(0);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await addHotWord({ word: word.trim(), sort: sort ?? 0 }, zhCNConsole.saved)) setWord('');
  }
  return (
    <>
      <form className={styles.row} onSubmit={(event) => void submit(event)}>
        <FormTextField label={text.word} value={word} onChange={setWord} required maxLength={30} />
        <NumberField label={text.sort} value={sort} min={0} onChange={setSort} />
        <Button type="submit" variant="primary" disabled={!word.trim()}>
          {text.add}
        </Button>
      </form>
      {table(
        text.tabs.hotWords,
        words,
        [
          { id: 'word', header: text.word, cell: (w) => w.word },
          { id: 'sort', header: text.sort, cell: (w) => w.sort, align: 'end' },
        ],
        (w) => w.word,
        (w) => ask(w.word, () => removeHotWord(w.word, zhCNConsole.saved)),
      )}
    </>
  );
}
