import { Input, type InputRef } from 'antd';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';

// TEMPORARY stand-in for the console's shared staff/scan-box.tsx (same props and handle),
// until it lands on main.
export interface ScanBoxHandle {
  focus(): void;
}

interface ScanResult {
  id: number;
  code: string;
  error?: string;
  pending: boolean;
}

let nextId = 0;

export function ScanBox({ label, onScan, placeholder, ref }: { label: string; onScan: (code: string) => Promise<void> | void; placeholder?: string; ref?: Ref<ScanBoxHandle> }) {
  const input = useRef<InputRef>(null);
  const [value, setValue] = useState('');
  const [results, setResults] = useState<ScanResult[]>([]);
  const queue = useRef(Promise.resolve());
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== '/' || target?.closest('input, textarea, select, [contenteditable="true"], .ant-modal')) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const submit = () => {
    const code = value.trim();
    setValue('');
    if (!code) return;
    const id = (nextId += 1);
    setResults((list) => [{ id, code, pending: true }, ...list].slice(0, 8));
    queue.current = queue.current.then(async () => {
      let error: string | undefined;
      try {
        await onScan(code);
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
      setResults((list) => list.map((entry) => (entry.id === id ? { ...entry, pending: false, error } : entry)));
    });
  };

  return (
    <div>
      <Input
        ref={input}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || (event.key === 'Tab' && value.trim())) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <ul aria-label={label} aria-live="polite" style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
        {results.map((entry) => (
          <li key={entry.id} style={{ color: entry.error ? '#ad2102' : undefined }}>
            {entry.code} {entry.pending ? '…' : entry.error ? `✗ ${entry.error}` : '✓'}
          </li>
        ))}
      </ul>
    </div>
  );
}
