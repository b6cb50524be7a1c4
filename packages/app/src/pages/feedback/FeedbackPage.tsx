import { zhCN } from '@nocturne/core';
import { Button, TextArea } from '@nocturne/ui';
import { useState } from 'react';
import { sendFeedback } from '../../state/account.ts';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';

/** Feedback (/feed): a message box and submit; empty says 请填写留言内容. */
export default function FeedbackPage() {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Page title={zhCN.feedback.title}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          void sendFeedback(message)
            .then((failed) => {
              if (!failed) setMessage('');
            })
            .finally(() => setBusy(false));
        }}
      >
        <TextArea
          label={zhCN.feedback.title}
          value={message}
          onChange={setMessage}
          placeholder={zhCN.feedback.placeholder}
          rows={6}
          maxLength={500}
          showCount
        />
        <Button type="submit" block size="large" loading={busy}>
          {zhCN.common.submit}
        </Button>
      </form>
    </Page>
  );
}
