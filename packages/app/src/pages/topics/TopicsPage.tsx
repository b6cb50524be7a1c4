import { zhCN } from '@nocturne/core';
import { TopicCard } from '@nocturne/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { subjectPath } from '../../routes/paths.ts';
import { catalogueState, loadTopics } from '../../state/catalogue.ts';
import { EmptyText } from '../common/EmptyText.tsx';
import { Page } from '../common/Page.tsx';
import * as styles from './topics.css.ts';

/** Topics (SPEC.md section 2): the operator's topic cards; each opens its subject list. */
export default function TopicsPage() {
  const navigate = useNavigate();
  const { topics } = useSnapshot(catalogueState);
  useEffect(() => {
    void loadTopics();
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
