import { Input } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { inPanel, typingIn } from '../key-targets';
import styles from './outbox.module.css';

// What the desk's two lists share: filters kept in the URL (a reload, a link or the back button
// keeps them; times stay as typed), the search box `/` goes to, and the time window.

// The browser's own date and time input speaks local time ("2026-11-28T09:00"); the server UTC.
export const toIso = (local: string | null) => {
  const time = local ? new Date(local) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : undefined;
};

// The URL's filters, and one change of them: an empty value leaves its filter out.
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const apply = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return { params, apply };
}

// From (inclusive) and before (exclusive), as typed in the URL's `from` and `to`.
export function TimeFilters({ fromLabel, toLabel }: { fromLabel: string; toLabel: string }) {
  const { params, apply } = useUrlFilters();
  return (
    <>
      <label className={styles.time}>
        <span>{fromLabel}</span>
        <Input type="datetime-local" value={params.get('from') ?? ''} onChange={(event) => apply({ from: event.target.value })} />
      </label>
      <label className={styles.time}>
        <span>{toLabel}</span>
        <Input type="datetime-local" value={params.get('to') ?? ''} onChange={(event) => apply({ to: event.target.value })} />
      </label>
    </>
  );
}

// The list's search (a mobile or an address, any part of it): Enter or the button searches, and
// `/` outside a field comes here.
export function SearchFilter({
  label,
  searchText,
  value,
  onChange,
  onSearch,
}: {
  label: string;
  searchText: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string | undefined) => void;
}) {
  const search = useRef<HTMLInputElement>(null);
  useSearchKey(search);
  return (
    <Input.Search
      ref={(input) => {
        search.current = input?.input ?? null;
      }}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onSearch={(typed) => onSearch(typed.trim() || undefined)}
      enterButton={searchText}
      allowClear
      className={styles.address}
    />
  );
}

function useSearchKey(target: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || typingIn(event.target) || inPanel(event.target)) return;
      event.preventDefault();
      target.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [target]);
}
