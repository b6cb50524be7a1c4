import { zhCN, zhCNSearch } from '@nocturne/core';
import { Button, IconSearch } from '@nocturne/ui';
import { useState } from 'react';
import * as styles from './search.css.ts';

interface SearchFormProps {
  initial?: string;
  placeholder: string;
  autoFocus?: boolean;
  onSearch: (term: string) => void;
}

/** A search box and its button. */
export function SearchForm({ initial = '', placeholder, autoFocus, onSearch }: SearchFormProps) {
  const [term, setTerm] = useState(initial);
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(term);
      }}
    >
      <label className={styles.box}>
        <IconSearch />
        <input
          className={styles.input}
          type="search"
          value={term}
          placeholder={placeholder}
          aria-label={zhCN.labels.search}
          // The search entry page exists to type a term.
          autoFocus={autoFocus}
          onChange={(event) => setTerm(event.target.value)}
        />
      </label>
      <Button type="submit" size="small">
        {zhCNSearch.button}
      </Button>
    </form>
  );
}
