import type { TableRef } from 'antd';
import { useEffect, useRef } from 'react';

// A wide antd Table scrolls sideways inside its own box. With no rows there is nothing
// focusable in that box, so a keyboard could not scroll it (WCAG 2.1.1; axe's
// scrollable-region-focusable): the box itself takes focus. Pass the ref to <Table ref>.
export function useKeyboardScrollable() {
  const ref = useRef<TableRef>(null);
  useEffect(() => {
    for (const box of ref.current?.nativeElement.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      box.tabIndex = 0;
    }
  });
  return ref;
}
