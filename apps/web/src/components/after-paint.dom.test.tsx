// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint, PrefetchWhenSettled, SETTLED_DELAY_MS, SettledPart } from './after-paint';

// A list page's table waits for the first paint, then shows; later pages do not wait.

afterEach(cleanup);

describe('AfterFirstPaint', () => {
  it('shows the stand-in until the frame after the first render, then the content, and no wait on later pages', async () => {
    render(
      <AfterFirstPaint fallback={<p>stand-in</p>}>
        <p>table</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('stand-in')).toBeTruthy();
    expect(screen.queryByText('table')).toBeNull();
    expect(await screen.findByText('table')).toBeTruthy();
    cleanup();

    render(
      <AfterFirstPaint fallback={<p>stand-in</p>}>
        <p>next table</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('next table')).toBeTruthy();
  });
});

describe('PrefetchWhenSettled', () => {
  it('waits while a query is fetching, then loads once the page has been settled a while', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    const load = vi.fn(() => Promise.resolve());
    render(
      <QueryClientProvider client={client}>
        <PrefetchWhenSettled load={load} />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLED_DELAY_MS + 300));
    expect(load).not.toHaveBeenCalled();
    const answered = Date.now();
    answer('rows');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: SETTLED_DELAY_MS + 2000 });
    expect(Date.now() - answered).toBeGreaterThanOrEqual(SETTLED_DELAY_MS - 50);
  });
});

describe('SettledPart', () => {
  it('shows the stand-in and fetches the code once settled; once drawn, the part replaces the stand-in', async () => {
    const client = new QueryClient();
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const load = vi.fn(() => code);
    const Part = lazy(() => code.then(() => ({ default: () => <p>notification settings</p> })));
    const page = (drawn: boolean) => (
      <QueryClientProvider client={client}>
        <SettledPart drawn={drawn} load={load} standIn={<p>stand-in</p>}>
          <Part />
        </SettledPart>
      </QueryClientProvider>
    );
    const { rerender } = render(page(false));
    expect(screen.getByText('stand-in')).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: SETTLED_DELAY_MS + 2000 });

    rerender(page(true));
    expect(screen.getByText('stand-in')).toBeTruthy();
    arrive();
    expect(await screen.findByText('notification settings')).toBeTruthy();
    expect(screen.queryByText('stand-in')).toBeNull();
  });
});
