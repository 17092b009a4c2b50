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
