import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Button } from './light-controls';

const NeedKnowDialog = lazy(() => import('./need-know-dialog').then((module) => ({ default: module.NeedKnowDialog })));

// A link that shows a need-know text (service agreement, warehouse rules…) in a dialog,
// fetched when first opened, in the current language.
export function NeedKnowLink({ textKey, children }: { textKey: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" onClick={() => setOpen(true)}>
        {children}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <NeedKnowDialog textKey={textKey} title={children} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
