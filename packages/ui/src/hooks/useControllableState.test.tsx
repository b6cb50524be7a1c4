import { act, renderHook } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { useControllableState } from './useControllableState.ts';

describe('useControllableState', () => {
  test('uncontrolled: keeps its own value from the default and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<number | undefined>(undefined, 1, onChange));
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  test('controlled: shows the parent value and only reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<number>(5, 1, onChange));
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(6);
  });
});
