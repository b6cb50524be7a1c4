/** A member's view: VIP, coins, balance, invites, devices, and suspension with a reason. */
import { consoleMembers, consoleMoney, type MemberDetail } from '@nocturne/core';
import { Button, PageHeader, Spinner, StatusNotice } from '@nocturne/ui';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadMember, memberState } from '../../state/members.ts';
import { mayUse, sessionState } from '../../state/session.ts';
import { timeOf } from '../../format/time.ts';
import * as styles from '../lists/lists.css.ts';
import { SuspensionForm } from './SuspensionForm.tsx';

const text = consoleMembers.view;

function Facts({ detail }: { detail: MemberDetail }) {
  const { member } = detail;
  const fact = (name: string, value: string) => [
    <dt key={`${name}-name`} className={styles.factName}>
      {name}
    </dt>,
    <dd key={`${name}-value`} className={styles.factValue}>
      {value}
    </dd>,
  ];
  return (
    <dl className={styles.facts}>
      {fact(text.loginName, member.memberName)}
      {fact(text.vip, member.memberVip > 0 ? text.vipUntil(member.vipDate, member.memberVip) : text.notVip)}
      {fact(text.coins, String(member.memberCion))}
      {fact(text.balance, `¥${member.balance.toFixed(2)}`)}
      {fact(text.held, consoleMoney.yuan(detail.heldFen))}
      {fact(text.invites, text.invited(detail.invites.invited, detail.invites.rewarded))}
      {fact(text.invitedBy, detail.invites.invitedBy ?? text.nobody)}
      {fact(text.registered, timeOf(detail.createdAt))}
      {fact(text.state, detail.suspension.suspended ? text.suspended(detail.suspension.reason) : text.active)}
      {fact(text.devices, detail.devices.length ? detail.devices.map((device) => text.deviceSeen(timeOf(device.lastSeenAt))).join('；') : text.noDevices)}
    </dl>
  );
}

export default function MemberViewPage() {
  const { code = '' } = useParams();
  const state = useSnapshot(memberState);
  const session = useSnapshot(sessionState);
  const navigate = useNavigate();
  useEffect(() => {
    void loadMember(code);
  }, [code]);
  const detail = state.code === code ? (state.detail as MemberDetail | null) : null;
  const back = { label: text.back, onBack: () => navigate(-1) };

  if (state.status === 'error') return <StatusNotice message={state.error ?? ''} action={<Button onClick={() => navigate('..')}>{text.back}</Button>} />;
  if (!detail) return <Spinner />;
  return (
    <>
      <PageHeader
        title={text.title(detail.member.memberNichen, detail.member.memberCode)}
        back={back}
        actions={
          session.view && mayUse(session.view, 'ledgers') ? (
            <Button variant="secondary" onClick={() => navigate(`/money/ledger?member=${encodeURIComponent(code)}`)}>
              {text.ledger}
            </Button>
          ) : null
        }
      />
      <div className={styles.split}>
        <section className={styles.panel} aria-label={text.facts}>
          <Facts detail={detail} />
        </section>
        {session.view && mayUse(session.view, 'suspensions') ? <SuspensionForm key={`${code}-${detail.suspension.suspended}`} code={code} suspended={detail.suspension.suspended} /> : null}
      </div>
    </>
  );
}
