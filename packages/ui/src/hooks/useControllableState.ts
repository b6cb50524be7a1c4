import { useCallback, useState } from 'react';

/**
 * One state for a controlled or uncontrolled prop (Radix's useControllableState): with `value`
 * given the parent owns it and hears every change; without, the component keeps its own,
 * starting at `defaultValue`, and still reports each change.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}
