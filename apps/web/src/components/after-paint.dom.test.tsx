// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-paint';

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
