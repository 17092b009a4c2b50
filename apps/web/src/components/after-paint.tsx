import { useIsFetching } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

// Set once the app has painted a page: later pages need not wait for a frame.
let painted = false;

// False until the browser has painted what was committed with the first render, true after
// (at once on every page opened after the first). `requestAnimationFrame` runs just before the
// next frame is painted, the timeout just after.
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        setDone(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done]);
  return done;
}

// Renders `fallback` until the page's first paint, then `children` (typically `React.lazy`
// parts: their code is requested only then, so it is neither downloaded nor run before the
// page first shows; docs/web.md, "A list page"). `fallback` should take the room the children
// will take, so nothing moves when they arrive.
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const done = useAfterFirstPaint();
  return done ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

// How long the page must have been settled before `PrefetchWhenSettled` loads: code the member
// may want next comes after the page's own loading, its first renders and layouts are over,
// not in the middle of them on a slow phone.
export const SETTLED_DELAY_MS = 2000;

// The performance mark set when the first prefetch starts (bench/wire.mjs reads it).
export const SETTLED_MARK = 'portal:settled';

// Loads `load` once the page has painted, no query has been fetching for SETTLED_DELAY_MS and
// the browser is idle: code the member may want next (the phone's menu) then comes without
// taking the line or the processor from what the page shows first. `load` should be stable (a
// module-level function); a failure is left for the moment the code is really needed, which
// retries. A component of its own, rendering nothing: the fetching count it watches changes
// often, and only this leaf re-renders with it.
export function PrefetchWhenSettled({ load }: { load: () => Promise<unknown> }) {
  const painted = useAfterFirstPaint();
  const fetching = useIsFetching();
  const settled = painted && fetching === 0;
  useEffect(() => {
    if (!settled) return undefined;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      const run = () => {
        // The moment the page's own loading was over: the delivery budget counts the code
        // requested before it (bench/wire.mjs), not what is fetched for later.
        performance.mark(SETTLED_MARK);
        void load().catch(() => undefined);
      };
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, SETTLED_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [settled, load]);
  return null;
}

// A part of a page drawn later (a field's upload, a card below the first screen): `standIn`,
// which takes its place, until `drawn`, its code (`load`) fetched once the page has settled;
// then `children` (`React.lazy` parts), the stand-in shown while their code arrives.
export function SettledPart({ drawn, load, standIn, children }: { drawn: boolean; load: () => Promise<unknown>; standIn: ReactNode; children: ReactNode }) {
  if (!drawn) {
    return (
      <>
        {standIn}
        <PrefetchWhenSettled load={load} />
      </>
    );
  }
  return <Suspense fallback={standIn}>{children}</Suspense>;
}
