import {
  DAILY_LOGIN_COINS,
  FIRST_VIP_COINS,
  formatYuanAmount,
  INVITE_VIP_DAYS,
  SIGN_IN_REWARDS,
  signInCycleDay,
  signInRewardLabel,
  type TaskState as ServerTasks,
  WATCH_TASK_COINS,
  watchTaskReached,
  zhCN,
  zhCNMine,
  zhCNSign,
} from '@nocturne/core';
import { BalanceCards, SignInStrip, TaskList, type TaskItem } from '@nocturne/ui';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../routes/paths.ts';
import { memberState } from '../../state/member.ts';
import { actOnTask, loadSignPage, signState, signToday, type TaskId } from '../../state/sign.ts';
import { Page } from '../common/Page.tsx';
import { PageFailed } from '../common/PageFailed.tsx';
import { usePageLoad } from '../common/usePageLoad.ts';

const days = SIGN_IN_REWARDS.map((reward, index) => ({
  label: zhCNSign.day(index + 1),
  reward: signInRewardLabel(reward),
  kind: reward.kind === 'vipDays' ? ('vip' as const) : ('coins' as const),
}));

function taskItems(tasks: ServerTasks | null): TaskItem[] {
  const claimState = (claimed: boolean, ready: boolean) => (claimed ? 'claimed' : ready ? 'toClaim' : 'goComplete');
  return [
    {
      id: 'dailyLogin',
      title: zhCNSign.tasks.dailyLogin,
      reward: zhCNSign.rewardCoins(DAILY_LOGIN_COINS),
      state: claimState(tasks?.dailyLoginClaimed ?? false, true),
    },
    { id: 'invite', title: zhCNSign.tasks.invite, reward: zhCNSign.rewardVipDays(INVITE_VIP_DAYS), state: 'goComplete' },
    {
      id: 'watch',
      title: zhCNSign.tasks.watch,
      reward: zhCNSign.rewardCoins(WATCH_TASK_COINS),
      state: claimState(tasks?.watchClaimed ?? false, watchTaskReached(tasks?.watchedSeconds ?? 0)),
    },
    {
      id: 'firstVip',
      title: zhCNSign.tasks.firstVip,
      reward: zhCNSign.rewardCoins(FIRST_VIP_COINS),
      state: claimState(tasks?.firstVipClaimed ?? false, tasks?.firstVipDone ?? false),
    },
  ];
}

/** Task centre (/sign): coins, the 7-day strip with the streak, sign button, tasks. */
export default function SignPage() {
  const navigate = useNavigate();
  const { member } = useSnapshot(memberState);
  const page = useSnapshot(signState);
  const load = usePageLoad(loadSignPage);
  const count = page.sign?.count ?? 0;
  return (
    <Page title={zhCNSign.title}>
      {member ? (
        <BalanceCards
          coins={{ label: zhCNSign.coins, amount: String(member.memberCion), actionLabel: zhCNMine.topUp }}
          money={{ label: zhCNMine.balance, amount: formatYuanAmount(member.balance), actionLabel: zhCNMine.withdraw }}
          onTopUp={() => void navigate(paths.pay)}
          onWithdraw={() => void navigate(paths.tx)}
        />
      ) : null}
      {load.status === 'failed' ? <PageFailed onRetry={load.retry} /> : null}
      <SignInStrip
        title={zhCN.labels.signIn}
        days={days}
        highlightedIndex={signInCycleDay(count)}
        consecutiveText={zhCNSign.consecutive(count)}
        signLabel={zhCNSign.signButton}
        signedLabel={zhCNSign.signedButton}
        signed={page.sign?.signedToday ?? false}
        signing={page.signing}
        onSign={() => void signToday()}
      />
      <TaskList
        title={zhCNSign.tasksTitle}
        tasks={taskItems(page.tasks)}
        stateLabels={{ toClaim: zhCNSign.toClaim, claimed: zhCNSign.claimedState, goComplete: zhCNSign.goComplete }}
        busyId={page.busyTask}
        onAction={(id, state) => void actOnTask(id as TaskId, state)}
      />
    </Page>
  );
}
