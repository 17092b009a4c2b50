import { Result } from 'antd';
import type { ReactNode } from 'react';

// What a page showing one thing (an order, a message…) says when that thing is not there.
export function NotFoundResult({ title, extra }: { title: string; extra?: ReactNode }) {
  return <Result status="404" title={title} extra={extra} />;
}
