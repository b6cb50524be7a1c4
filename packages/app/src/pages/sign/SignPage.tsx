import {
  DAILY_LOGIN_COINS,
  FIRST_VIP_COINS,
  formatYuanAmount,
  INVITE_VIP_DAYS,
  SIGN_IN_REWARDS,
  signInCycleDay,
  signInRewardLabel,
  WATCH_TASK_COINS,
  watchTaskReached,
  zhCN,
  type TaskState as ServerTasks,
} from '@nocturne/core';
import { BalanceCards, SignInStrip, TaskList, type TaskItem } from '@nocturne/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../routes/paths.ts';
import { memberState } from '../../state/member.ts';
import { actOnTask, loadSignPage, signState, signToday, type TaskId } from '../../state/sign.ts';
import { Page } from '../common/Page.tsx';

const days = SIGN_IN_REWARDS.map((reward, index) => ({ label: zhCN.sign.day(index + 1), reward: signInRewardLabel(reward) }));

function taskItems(tasks: ServerTasks | null): TaskItem[] {
  const claimState = (claimed: boolean, ready: boolean) => (claimed ? 'claimed' : ready ? 'toClaim' : 'goComplete');
  return [
    {
      id: 'dailyLogin',
      title: zhCN.sign.tasks.dailyLogin,
      reward: zhCN.sign.rewardCoins(DAILY_LOGIN_COINS),
      state: claimState(tasks?.dailyLoginClaimed ?? false, true),
    },
    { id: 'invite', title: zhCN.sign.tasks.invite, reward: zhCN.sign.rewardVipDays(INVITE_VIP_DAYS), state: 'goComplete' },
    {
      id: 'watch',
      title: zhCN.sign.tasks.watch,
      reward: zhCN.sign.rewardCoins(WATCH_TASK_COINS),
      state: claimState(tasks?.watchClaimed ?? false, watchTaskReached(tasks?.watchedSeconds ?? 0)),
    },
    {
      id: 'firstVip',
      title: zhCN.sign.tasks.firstVip,
      reward: zhCN.sign.rewardCoins(FIRST_VIP_COINS),
      state: claimState(tasks?.firstVipClaimed ?? false, tasks?.firstVipDone ?? false),
    },
  ];
}

/** Task centre (/sign): coins, the 7-day strip with the streak, sign button, tasks. */
export default function SignPage() {
  const navigate = useNavigate();
  const { member } = useSnapshot(memberState);
  const page = useSnapshot(signState);
  useEffect(() => {
    loadSignPage().catch(() => undefined);
  }, []);
  const count = page.sign?.count ?? 0;
  return (
    <Page title={zhCN.sign.title}>
      {member ? (
        <BalanceCards
          coins={{ label: zhCN.sign.coins, amount: String(member.memberCion), actionLabel: zhCN.mine.topUp }}
          money={{ label: zhCN.mine.balance, amount: formatYuanAmount(member.balance), actionLabel: zhCN.mine.withdraw }}
          onTopUp={() => void navigate(paths.pay)}
          onWithdraw={() => void navigate(paths.tx)}
        />
      ) : null}
      <SignInStrip
        title={zhCN.labels.signIn}
        days={days}
        highlightedIndex={signInCycleDay(count)}
        consecutiveText={zhCN.sign.consecutive(count)}
        signLabel={zhCN.sign.signButton}
        signedLabel={zhCN.sign.signedButton}
        signed={page.sign?.signedToday ?? false}
        signing={page.signing}
        onSign={() => void signToday()}
      />
      <TaskList
        title={zhCN.sign.tasksTitle}
        tasks={taskItems(page.tasks)}
        stateLabels={{ toClaim: zhCN.sign.toClaim, claimed: zhCN.sign.claimedState, goComplete: zhCN.sign.goComplete }}
        busyId={page.busyTask}
        onAction={(id, state) => void actOnTask(id as TaskId, state)}
      />
    </Page>
  );
}
