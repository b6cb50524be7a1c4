import { api, INVITED_LOAD_MORE_THRESHOLD_PX, zhCN } from '@nocturne/core';
import { InfiniteList, InviteItem } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { memberState } from '../../state/member.ts';
import { runtime } from '../../state/runtime.ts';
import { EmptyText } from '../common/EmptyText.tsx';
import { infiniteLabels, listStatus } from '../common/listStatus.ts';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';
import { usePagedList } from '../common/usePagedList.ts';

/** Invited list (/codelist): paged, avatar, nickname, time and '+1天权益'. */
export default function InvitedListPage() {
  const { member } = useSnapshot(memberState);
  const parentId = member?.memberCode ?? '';
  const { controller, state } = usePagedList('invited', parentId, async (page) =>
    parentId ? (await runtime().client.call(api.invitedList, { currentPage: page, parentId })).list : [],
  );
  return (
    <Page title={zhCN.invites.title}>
      {state.noMore && state.items.length === 0 ? (
        <EmptyText text={zhCN.common.noRecords} />
      ) : (
        <InfiniteList
          status={listStatus(state)}
          onLoadMore={() => void controller.loadMore()}
          labels={infiniteLabels}
          threshold={INVITED_LOAD_MORE_THRESHOLD_PX}
        >
          <ul className={styles.list}>
            {state.items.map((invite) => (
              <li key={invite.id}>
                <InviteItem
                  avatarUrl={invite.memberAvatar || null}
                  nickname={invite.memberNichen}
                  time={invite.createTime}
                  bonusLabel={zhCN.invites.bonus}
                />
              </li>
            ))}
          </ul>
        </InfiniteList>
      )}
    </Page>
  );
}
