import { DEFAULT_OPERATOR_CONFIG, OFFLINE_DAYS_MAX, OFFLINE_DAYS_MIN, zhCNConsole, type OperatorConfig } from '@nocturne/core';
import { Button, FormTextArea, FormTextField, IconWarning, NumberField, PageHeader, Spinner, StatusNotice, SwitchField } from '@nocturne/ui';
import { useState, type FormEvent } from 'react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { loadSite, saveConfig, siteState } from '../../state/site.ts';
import { Prices } from './Prices.tsx';
import * as styles from './site.css.ts';

const text = zhCNConsole.site;

type FlagKey = keyof typeof text.flagLabels;
type LinkKey = keyof typeof text.linkLabels;
const FLAGS = Object.keys(text.flagLabels) as FlagKey[];
const LINKS = Object.keys(text.linkLabels) as LinkKey[];

/** The owner's page: the site's configuration, then the prices. */
export default function SiteConfigPage() {
  const site = useSnapshot(siteState);
  useEffect(() => {
    void loadSite();
  }, []);
  return (
    <>
      <PageHeader title={zhCNConsole.pages.siteConfig} description={text.configDescription} />
      {site.status === 'error' ? (
        <StatusNotice icon={<IconWarning />} message={site.error ?? zhCNConsole.networkFailed} action={<Button onClick={() => void loadSite()}>{zhCNConsole.retry}</Button>} />
      ) : site.config && site.prices ? (
        <div className={styles.stack}>
          {/* Keyed by the saved config: a save (or a reload) starts the draft again from what the server holds. */}
          <ConfigForm key={JSON.stringify(site.config)} saved={site.config} saving={site.saving} />
          <Prices />
        </div>
      ) : (
        <Spinner />
      )}
    </>
  );
}

function ConfigForm({ saved, saving }: { saved: OperatorConfig; saving: boolean }) {
  const [draft, setDraft] = useState<OperatorConfig>({ ...DEFAULT_OPERATOR_CONFIG, ...saved });
  const set = <Key extends keyof OperatorConfig>(key: Key, value: OperatorConfig[Key]) => setDraft((current) => ({ ...current, [key]: value }));
  // Held apart while typed (empty is null), so clearing the box and typing a new number works;
  // out of bounds it says so and nothing is sent.
  const [offlineDays, setOfflineDays] = useState<number | null>(draft.offlineDays);
  const offlineDaysValid = offlineDays !== null && Number.isInteger(offlineDays) && offlineDays >= OFFLINE_DAYS_MIN && offlineDays <= OFFLINE_DAYS_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!offlineDaysValid) return;
    void saveConfig({ ...draft, offlineDays });
  }

  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby="config-title" noValidate>
      <h2 id="config-title" className={styles.panelTitle}>
        {text.configTitle}
      </h2>
      <div className={styles.fields}>
        <NumberField label={text.shikan} hint={text.shikanHint} unit={text.seconds} min={0} max={86_400} step={1} value={draft.shikan} onChange={(value) => set('shikan', value ?? 0)} />
        <NumberField
          label={text.offlineDays}
          hint={text.offlineDaysHint(OFFLINE_DAYS_MIN, OFFLINE_DAYS_MAX)}
          unit={text.dayUnit}
          min={OFFLINE_DAYS_MIN}
          max={OFFLINE_DAYS_MAX}
          step={1}
          value={offlineDays}
          onChange={setOfflineDays}
          error={offlineDaysValid ? null : text.offlineDaysError(OFFLINE_DAYS_MIN, OFFLINE_DAYS_MAX)}
        />
        <FormTextField label={text.offerEndsAt} hint={text.offerHint} value={draft.offerEndsAt} onChange={(value) => set('offerEndsAt', value)} />
      </div>
      <FormTextArea label={text.popupContent} hint={text.popupHint} value={draft.popupContent} onChange={(value) => set('popupContent', value)} maxLength={2000} rows={3} />
      <h3 className={styles.panelTitle}>{text.flags}</h3>
      <div className={styles.switches}>
        {FLAGS.map((key) => (
          <SwitchField key={key} label={text.flagLabels[key]} checked={draft[key]} onChange={(checked) => set(key, checked)} stateLabels={{ on: text.on, off: text.off }} />
        ))}
      </div>
      <h3 className={styles.panelTitle}>{text.links}</h3>
      <div className={styles.fields}>
        {LINKS.map((key) => (
          <FormTextField key={key} label={text.linkLabels[key]} type={key === 'officialEmail' ? 'email' : 'url'} value={draft[key]} onChange={(value) => set(key, value)} />
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={saving}>
          {text.saveConfig}
        </Button>
      </div>
    </form>
  );
}
