import { zhCN } from '@nocturne/core';
import { Button } from '@nocturne/ui';
import { runtime } from '../state/runtime.ts';

/** PRODUCT.md's 18+ confirmation on the first visit. */
export function AgeGateScreen({ onEnter }: { onEnter: () => void }) {
  return (
    <div role="dialog" aria-modal aria-labelledby="age-gate-title">
      <h1 id="age-gate-title">{zhCN.ageGate.title}</h1>
      <p>{zhCN.ageGate.message}</p>
      <Button onClick={onEnter}>{zhCN.ageGate.enter}</Button>
      <Button variant="secondary" onClick={() => runtime().leaveTo('about:blank')}>
        {zhCN.ageGate.leave}
      </Button>
    </div>
  );
}
