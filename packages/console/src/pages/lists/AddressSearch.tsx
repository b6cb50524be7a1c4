/**
 * A list's search term kept in the address (?q=, ?member=, ?video=), so a reload or a shared
 * link shows the same rows: `useAddressTerm` reads it (for `useList`), `AddressSearch` is the
 * filter bar that sets it.
 */
import { Button, FilterBar, FilterSearch } from '@nocturne/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const useAddressTerm = (name: string): string => useSearchParams()[0].get(name) ?? '';

export interface AddressSearchProps {
  /** The address's parameter. */
  name: string;
  label: string;
  placeholder?: string;
  maxLength?: number;
  /** A button beside the box that opens the typed term (Enter does too). */
  openLabel?: string;
}

export function AddressSearch({ name, label, placeholder, maxLength, openLabel }: AddressSearchProps) {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get(name) ?? '');
  const open = (term: string) => setParams(term ? { [name]: term } : {});
  return (
    <FilterBar label={label}>
      <FilterSearch label={label} placeholder={placeholder} value={typed} onChange={(value) => setTyped(value.slice(0, maxLength))} onSubmit={open} />
      {openLabel ? (
        <Button variant="secondary" onClick={() => open(typed.trim())}>
          {openLabel}
        </Button>
      ) : null}
    </FilterBar>
  );
}
