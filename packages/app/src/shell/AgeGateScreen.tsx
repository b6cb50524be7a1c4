import { zhCN } from '@nocturne/core';
import { AgeGate } from '@nocturne/ui';
import { runtime } from '../state/runtime.ts';

/** docs/product.md's 18+ confirmation on the first visit. */
export function AgeGateScreen({ onEnter }: { onEnter: () => void }) {
  return (
    <AgeGate
      open
      title={zhCN.ageGate.title}
      message={zhCN.ageGate.message}
      enterLabel={zhCN.ageGate.enter}
      leaveLabel={zhCN.ageGate.leave}
      onEnter={onEnter}
      onLeave={() => runtime().leaveTo('about:blank')}
    />
  );
}
