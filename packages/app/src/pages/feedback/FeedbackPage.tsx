import { zhCN, zhCNFeedback } from '@nocturne/core';
import { Button, TextArea } from '@nocturne/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { feedbackState, sendFeedback } from '../../state/account.ts';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';

/** Feedback (/feed): a message box and submit; empty says 请填写留言内容; success says 感谢您的留言. */
export default function FeedbackPage() {
  const [message, setMessage] = useState('');
  const { sending } = useSnapshot(feedbackState);
  return (
    <Page title={zhCNFeedback.title}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          // The action sends once however often 提交 is tapped meanwhile.
          void sendFeedback(message).then((failed) => {
            if (!failed) setMessage('');
          });
        }}
      >
        <TextArea
          label={zhCNFeedback.title}
          value={message}
          onChange={setMessage}
          placeholder={zhCNFeedback.placeholder}
          rows={6}
          maxLength={500}
          showCount
        />
        <Button type="submit" block size="large" loading={sending}>
          {zhCN.common.submit}
        </Button>
      </form>
    </Page>
  );
}
