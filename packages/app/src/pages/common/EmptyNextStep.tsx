import { Button, EmptyState, type EmptyIllustrationKind } from '@nocturne/ui';
import { useNavigate } from 'react-router-dom';

export interface EmptyNextStepProps {
  message: string;
  hint?: string;
  illustration: EmptyIllustrationKind;
  /** Where the next step goes, e.g. home for 去逛逛. */
  to: string;
  actionLabel: string;
}

/** An empty list that says what is missing and takes the member somewhere useful. */
export function EmptyNextStep({ message, hint, illustration, to, actionLabel }: EmptyNextStepProps) {
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
