import { zhCN } from '@nocturne/core';
import { Button, ImageUpload, TextArea, TextField } from '@nocturne/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { saveProfile, uploadImage } from '../../state/account.ts';
import { memberState } from '../../state/member.ts';
import { showToast } from '../../state/toasts.ts';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';

/** Personal info (/setinfo): avatar upload, username (not editable), nickname, signature. */
export default function PersonalInfoPage() {
  const { member } = useSnapshot(memberState);
  const [avatar, setAvatar] = useState(member?.memberAvatar ?? '');
  const [nickname, setNickname] = useState(member?.memberNichen ?? '');
  const [signature, setSignature] = useState(member?.memberSignature ?? '');
  const [busy, setBusy] = useState(false);
  if (!member) return null;
  return (
    <Page title={zhCN.profile.title}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          void saveProfile({ memberAvatar: avatar, memberNichen: nickname, memberSignature: signature }).finally(() =>
            setBusy(false),
          );
        }}
      >
        <ImageUpload
          label={zhCN.profile.avatar}
          removeLabel={zhCN.labels.remove}
          previewAlt={zhCN.labels.avatar}
          defaultPreviewUrl={member.memberAvatar || null}
          shape="round"
          onChange={(file) => {
            if (!file) {
              setAvatar('');
              return;
            }
            void uploadImage(file).then((url) => {
              if (url) setAvatar(url);
            });
          }}
          onReject={() => showToast(zhCN.profile.notAnImage)}
        />
        <TextField label={zhCN.profile.username} value={member.memberName} readOnly />
        <TextField label={zhCN.profile.nickname} value={nickname} onChange={setNickname} maxLength={20} />
        <TextArea label={zhCN.profile.signature} value={signature} onChange={setSignature} maxLength={60} showCount />
        <Button type="submit" block size="large" loading={busy}>
          {zhCN.profile.save}
        </Button>
      </form>
    </Page>
  );
}
