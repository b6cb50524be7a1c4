import { zhCNEmpty } from '@nocturne/core';
import { Button, EmptyState, type EmptyIllustrationKind } from '@nocturne/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';

export interface EmptyNextStepProps {
  message: string;
  hint?: string;
  illustration: EmptyIllustrationKind;
  /** Where the next step goes; by default home, as 去逛逛. */
  to?: string;
  actionLabel?: string;
}

/** An empty list that says what is missing and takes the member somewhere useful (home, unless it says otherwise). */
export function EmptyNextStep({ message, hint, illustration, to = paths.home, actionLabel = zhCNEmpty.goBrowse }: EmptyNextStepProps) {
  const navigate = useNavigate();
  return (
    <EmptyState
      message={message}
      hint={hint}
      illustration={illustration}
      action={<Button onClick={() => void navigate(to)}>{actionLabel}</Button>}
    />
  );
}
