// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScanBox, type ScanBoxHandle } from './scan-box';

// The scan box takes codes as a keyboard-wedge scanner types them: keystrokes, then Enter or
// Tab. None may be lost or handled out of order, however fast they come and however slow each
// one's handling is.

afterEach(cleanup);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One scanned code: its characters one keystroke at a time, then the end key.
function scan(field: HTMLInputElement, code: string, end: 'Enter' | 'Tab' = 'Enter') {
  for (const char of code) {
    fireEvent.keyDown(field, { key: char });
    field.value += char;
    fireEvent.input(field, { target: { value: field.value } });
  }
  fireEvent.keyDown(field, { key: end });
}

describe('ScanBox', () => {
  it('handles 30 scans sent 20 ms apart, all of them, in order, while each takes longer than that', async () => {
    const handled: string[] = [];
    let running = 0;
    let overlapped = false;
    const onScan = async (code: string) => {
      running += 1;
      if (running > 1) overlapped = true;
      // Slower than the scans arrive, and uneven: the queue builds up.
      await sleep(15 + (Number(code.slice(-2)) % 4) * 15);
      handled.push(code);
      running -= 1;
      return { message: `opened ${code}` };
    };
    render(<ScanBox label="Scan" onScan={onScan} />);
    const field = screen.getByLabelText('Scan') as HTMLInputElement;
    const codes = Array.from({ length: 30 }, (_, index) => `KOF24120${String(index).padStart(2, '0')}`);

    for (const code of codes) {
      await act(async () => {
        scan(field, code, Number(code.slice(-2)) % 5 === 0 ? 'Tab' : 'Enter');
        await sleep(20);
      });
    }
    await waitFor(() => expect(handled).toHaveLength(30), { timeout: 5000 });
    expect(handled).toEqual(codes);
    expect(overlapped).toBe(false);
    expect(field.value).toBe('');
    await waitFor(() => expect(screen.getByText(`opened ${codes[29]}`)).toBeTruthy());
  });

  it('keeps the next code typed while the last one is being handled', async () => {
    let release: () => void = () => undefined;
    const handled: string[] = [];
    const onScan = vi.fn(async (code: string) => {
      if (handled.length === 0) await new Promise<void>((resolve) => (release = resolve));
      handled.push(code);
    });
    render(<ScanBox label="Scan" onScan={onScan} />);
    const field = screen.getByLabelText('Scan') as HTMLInputElement;
    act(() => scan(field, 'FIRST'));
    // Half of the next code is in the field while the first is being handled: it stays.
    act(() => {
      field.value = 'SEC';
      fireEvent.input(field, { target: { value: 'SEC' } });
    });
    await act(async () => release());
    expect(field.value).toBe('SEC');
    act(() => {
      field.value = 'SECOND';
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    await waitFor(() => expect(handled).toEqual(['FIRST', 'SECOND']));
  });

  it('shows a failed code with the reason and goes on with the next', async () => {
    const onScan = async (code: string) => {
      if (code === 'BAD') throw new Error('No order, mark, mobile or container matches BAD');
      return { message: `opened ${code}` };
    };
    render(<ScanBox label="Scan" onScan={onScan} />);
    const field = screen.getByLabelText('Scan') as HTMLInputElement;
    act(() => {
      scan(field, 'BAD');
      scan(field, 'GOOD');
    });
    expect(await screen.findByText('No order, mark, mobile or container matches BAD')).toBeTruthy();
    expect(await screen.findByText('opened GOOD')).toBeTruthy();
    const failed = screen.getByText('BAD').closest('li');
    expect(failed?.getAttribute('data-state')).toBe('failed');
  });

  it('ignores Enter on an empty field, lets Tab move on when empty, and comes back on "/"', async () => {
    const onScan = vi.fn();
    const handle = createRef<ScanBoxHandle>();
    render(
      <>
        <ScanBox ref={handle} label="Scan" onScan={onScan} />
        <button type="button">elsewhere</button>
      </>,
    );
    const field = screen.getByLabelText('Scan') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'Enter' });
    const tab = fireEvent.keyDown(field, { key: 'Tab' });
    expect(tab).toBe(true); // not prevented: an empty field lets Tab move the focus
    expect(onScan).not.toHaveBeenCalled();

    screen.getByRole('button', { name: 'elsewhere' }).focus();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(field);

    screen.getByRole('button', { name: 'elsewhere' }).focus();
    act(() => handle.current?.focus());
    expect(document.activeElement).toBe(field);
  });
});
