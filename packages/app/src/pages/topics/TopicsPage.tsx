import { zhCN, zhCNEmpty, zhCNTopics } from '@nocturne/core';
import { isWideCell, TopicCard } from '@nocturne/ui';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { subjectPath } from '../../routes/paths.ts';
import { catalogueState, loadTopics } from '../../state/catalogue.ts';
import { EmptyNextStep } from '../common/EmptyNextStep.tsx';
import { EmptyText } from '../common/EmptyText.tsx';
import { Page } from '../common/Page.tsx';
import { PageFailed } from '../common/PageFailed.tsx';
import { usePageLoad } from '../common/usePageLoad.ts';
import * as styles from './topics.css.ts';

/** Topics (docs/product.md section 2): the operator's topic cards; each opens its subject list. */
export default function TopicsPage() {
  const navigate = useNavigate();
  const { topics } = useSnapshot(catalogueState);
  const load = usePageLoad(loadTopics);
  return (
    <Page title={zhCNTopics.title} back={false}>
      {load.status === 'failed' ? <PageFailed onRetry={load.retry} /> : null}
      {topics === null && load.status === 'loading' ? <EmptyText text={zhCN.common.loading} /> : null}
      {topics?.length === 0 ? (
        <EmptyNextStep illustration="videos" message={zhCN.common.empty} hint={zhCNEmpty.topicsHint} />
      ) : null}
      <div className={styles.grid}>
        {topics?.map((topic, index) => {
          // A banner first, tiles in full rows, a banner last when the tiles would leave half a row.
          const wide = isWideCell(index, topics.length);
          return (
            <div key={topic.id} className={wide ? styles.wide : undefined}>
              <TopicCard
                topic={topic}
                shape={wide ? 'wide' : 'tile'}
                loadingLabel={zhCN.common.loading}
                onOpen={() =>
                  void navigate(
                    subjectPath({ path: '', sonTypeCode: topic.sonTypeCode, code: topic.code, title: topic.title, image: topic.image }),
                  )
                }
              />
            </div>
          );
        })}
      </div>
    </Page>
  );
}
