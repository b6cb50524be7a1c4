import { formatYuanAmount, zhCN } from '@nocturne/core';
import { Button, ImageUpload, RadioGroup, TextField } from '@nocturne/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../routes/paths.ts';
import { requestWithdrawal, uploadImage, withdrawalState } from '../../state/account.ts';
import { memberState } from '../../state/member.ts';
import { showToast } from '../../state/toasts.ts';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';

const channels = [
  { value: 'wx', label: zhCN.withdraw.wx },
  { value: 'zfb', label: zhCN.withdraw.zfb },
] as const;

/** Withdrawal (/tx): amount, payment code, channel, the real withdrawable balance, records link. */
export default function WithdrawPage() {
  const { member } = useSnapshot(memberState);
  const [amount, setAmount] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [channel, setChannel] = useState<'wx' | 'zfb'>('wx');
  const { sending } = useSnapshot(withdrawalState);
  return (
    <Page title={zhCN.withdraw.title}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          // The action ignores a second tap while one is on its way (it answers the same outcome).
          void requestWithdrawal({ amount, imageUrl, channel }).then((failed) => {
            if (!failed) setAmount('');
          });
        }}
      >
        <TextField label={zhCN.withdraw.amount} type="number" inputMode="decimal" value={amount} onChange={setAmount} />
        <p className={styles.muted}>{zhCN.withdraw.available(formatYuanAmount(member?.balance ?? 0))}</p>
        <ImageUpload
          label={zhCN.withdraw.code}
          removeLabel={zhCN.labels.remove}
          previewAlt={zhCN.labels.paymentCode}
          onChange={(file) => {
            if (!file) {
              setImageUrl('');
              return;
            }
            void uploadImage(file).then((url) => setImageUrl(url ?? ''));
          }}
          onReject={() => showToast(zhCN.profile.notAnImage)}
        />
        <RadioGroup
          legend={zhCN.withdraw.channel}
          options={channels}
          value={channel}
          onChange={(value) => setChannel(value === 'zfb' ? 'zfb' : 'wx')}
        />
        <Link className={styles.link} to={`${paths.order}?tab=2`}>{zhCN.withdraw.records}</Link>
        <Button type="submit" block size="large" loading={sending}>
          {zhCN.withdraw.confirm}
        </Button>
      </form>
    </Page>
  );
}
