import { INVITED_LOAD_MORE_THRESHOLD_PX, zhCN } from '@nocturne/core';
import { InfiniteList, InviteItem } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { fetchInvitedFriends } from '../../state/invites.ts';
import { memberState } from '../../state/member.ts';
import { EmptyText } from '../common/EmptyText.tsx';
import { infiniteLabels, listStatus } from '../common/listStatus.ts';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';
import { usePagedList } from '../common/usePagedList.ts';

/** Invited list (/codelist): paged, avatar, nickname, time and '+1天权益'. */
export default function InvitedListPage() {
  const { member } = useSnapshot(memberState);
  // A new list for another member (after a login as someone else).
  const { controller, state } = usePagedList('invited', member?.memberCode ?? '', fetchInvitedFriends);
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
