import { NICKNAME_MAX, SIGNATURE_MAX, zhCN, zhCNProfile } from '@nocturne/core';
import { Button, ImageUpload, TextArea, TextField } from '@nocturne/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { profileState, saveProfile, uploadImage } from '../../state/account.ts';
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
  const { sending } = useSnapshot(profileState);
  if (!member) return null;
  return (
    <Page title={zhCNProfile.title}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          // Checks the nickname first; a second tap while saving sends nothing.
          void saveProfile({ memberAvatar: avatar, memberNichen: nickname, memberSignature: signature });
        }}
      >
        <ImageUpload
          label={zhCNProfile.avatar}
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
          onReject={() => showToast(zhCNProfile.notAnImage)}
        />
        <TextField label={zhCNProfile.username} value={member.memberName} readOnly />
        <TextField label={zhCNProfile.nickname} value={nickname} onChange={setNickname} maxLength={NICKNAME_MAX} />
        <TextArea label={zhCNProfile.signature} value={signature} onChange={setSignature} maxLength={SIGNATURE_MAX} showCount />
        <Button type="submit" block size="large" loading={sending}>
          {zhCNProfile.save}
        </Button>
      </form>
    </Page>
  );
}
