import { formatYuanAmount, zhCN, zhCNProfile, zhCNWithdraw } from '@nocturne/core';
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
  { value: 'wx', label: zhCNWithdraw.wx },
  { value: 'zfb', label: zhCNWithdraw.zfb },
] as const;

/** Withdrawal (/tx): amount, payment code, channel, the real withdrawable balance, records link. */
export default function WithdrawPage() {
  const { member } = useSnapshot(memberState);
  const [amount, setAmount] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [channel, setChannel] = useState<'wx' | 'zfb'>('wx');
  const { sending } = useSnapshot(withdrawalState);
  return (
    <Page title={zhCNWithdraw.title}>
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
        {/* Text, not type=number: what is typed reaches the check as typed (a number field hides
            what it cannot parse), and the check says what is wrong. */}
        <TextField label={zhCNWithdraw.amount} inputMode="decimal" value={amount} onChange={setAmount} />
        <p className={styles.muted}>{zhCNWithdraw.available(formatYuanAmount(member?.balance ?? 0))}</p>
        <ImageUpload
          label={zhCNWithdraw.code}
          hint={zhCNWithdraw.codeHint}
          removeLabel={zhCN.labels.remove}
          previewAlt={zhCN.labels.paymentCode}
          onChange={(file) => {
            if (!file) {
              setImageUrl('');
              return;
            }
            void uploadImage(file).then((url) => setImageUrl(url ?? ''));
          }}
          onReject={() => showToast(zhCNProfile.notAnImage)}
        />
        <RadioGroup
          legend={zhCNWithdraw.channel}
          options={channels}
          value={channel}
          onChange={(value) => setChannel(value === 'zfb' ? 'zfb' : 'wx')}
        />
        <Link className={styles.link} to={`${paths.order}?tab=2`}>{zhCNWithdraw.records}</Link>
        <Button type="submit" block size="large" loading={sending}>
          {zhCNWithdraw.confirm}
        </Button>
      </form>
    </Page>
  );
}
