import { Gate } from '../Gate/Gate.tsx';

export interface AgeGateProps {
  open: boolean;
  /** e.g. zhCN.ageGate.title (年龄确认). */
  title: string;
  message: string;
  /** e.g. 我已满18岁，进入 */
  enterLabel: string;
  /** e.g. 离开 */
  leaveLabel: string;
  onEnter: () => void;
  onLeave: () => void;
  modal?: boolean;
  container?: HTMLElement | null;
}

/** The 18+ confirmation on first visit: a Gate with the age emblem. Escape cannot skip it. */
export function AgeGate({ enterLabel, leaveLabel, onEnter, onLeave, ...gate }: AgeGateProps) {
  return (
    <Gate
      {...gate}
      emblem="18+"
      primaryLabel={enterLabel}
      secondaryLabel={leaveLabel}
      onPrimary={onEnter}
      onSecondary={onLeave}
    />
  );
}
