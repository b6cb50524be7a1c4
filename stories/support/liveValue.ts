import { useState } from 'react';

/**
 * A story's own state for a controlled component, so clicks and typing show on the canvas
 * while every change still reaches the story's action (`fn()`) for the play function to check.
 * A change may be narrower than the value (a picker starts with nothing picked, then picks an id).
 */
export function useLiveValue<T, Next extends T>(initial: T, report?: (next: Next) => void): [T, (next: Next) => void] {
  const [value, setValue] = useState<T>(initial);
  return [
    value,
    (next) => {
      setValue(next);
      report?.(next);
    },
  ];
}
