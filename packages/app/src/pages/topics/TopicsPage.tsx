import { api, zhCN, type Topic } from '@nocturne/core';
import { TopicCard } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { subjectPath } from '../../routes/paths.ts';
import { runtime } from '../../state/runtime.ts';
import { EmptyText } from '../common/EmptyText.tsx';
import { Page } from '../common/Page.tsx';
import * as styles from './topics.css.ts';

/** Topics (SPEC.md section 2): the operator's topic cards; each opens its subject list. */
export default function TopicsPage() {
  const navigate = useNavigate();
  const [topics, setTopics] = useState<Topic[] | null>(null);
  useEffect(() => {
    runtime()
      .client.call(api.topics)
      .then(setTopics)
      .catch(() => setTopics([]));
  }, []);
  return (
    <Page title={zhCN.topics.title} back={false}>
      {topics === null ? <EmptyText text={zhCN.common.loading} /> : null}
      {topics?.length === 0 ? <EmptyText text={zhCN.common.empty} /> : null}
      <div className={styles.grid}>
        {topics?.map((topic) => (
          <TopicCard
            key={topic.id}
            topic={topic}
            loadingLabel={zhCN.common.loading}
            onOpen={() =>
              void navigate(
                subjectPath({ path: '', sonTypeCode: topic.sonTypeCode, code: topic.code, title: topic.title, image: topic.image }),
              )
            }
          />
        ))}
      </div>
    </Page>
  );
}
