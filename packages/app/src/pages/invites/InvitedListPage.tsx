import { INVITED_LOAD_MORE_THRESHOLD_PX, type InviteRecord, zhCN, zhCNEmpty, zhCNInvites } from '@nocturne/core';
import { InfiniteList, InviteItem } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { fetchInvitedFriends } from '../../state/invites.ts';
import { memberState } from '../../state/member.ts';
import { EmptyNextStep } from '../common/EmptyNextStep.tsx';
import { infiniteLabels, listStatus } from '../common/listStatus.ts';
import { Page } from '../common/Page.tsx';
import { paths } from '../../routes/paths.ts';
import * as styles from '../common/page.css.ts';
import { usePagedList } from '../common/usePagedList.ts';

/** What the invite really earned (the server's rewardDays), or 未获得奖励 with the rule that withheld it. */
function inviteReward(invite: InviteRecord): { bonusLabel: string; earned: boolean; note?: string } {
  if (invite.rewardDays > 0) return { bonusLabel: zhCNInvites.earned(invite.rewardDays), earned: true };
  const note = zhCNInvites.noRewardReasons[invite.noRewardReason || 'unknown'] ?? zhCNInvites.noRewardReasons.unknown;
  return { bonusLabel: zhCNInvites.notEarned, earned: false, ...(note ? { note } : {}) };
}

/** Invited list (/codelist): paged, avatar, nickname, time and what each invite earned. */
export default function InvitedListPage() {
  const { member } = useSnapshot(memberState);
  // A new list for another member (after a login as someone else).
  const { controller, state } = usePagedList('invited', member?.memberCode ?? '', fetchInvitedFriends);
  return (
    <Page title={zhCNInvites.title}>
      {state.noMore && state.items.length === 0 ? (
        <EmptyNextStep
          illustration="invites"
          message={zhCN.common.noRecords}
          hint={zhCNEmpty.invitesHint}
          to={paths.share}
          actionLabel={zhCNEmpty.goInvite}
        />
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
                <InviteItem avatarUrl={invite.memberAvatar || null} nickname={invite.memberNichen} time={invite.createTime} {...inviteReward(invite)} />
              </li>
            ))}
          </ul>
        </InfiniteList>
      )}
    </Page>
  );
}
