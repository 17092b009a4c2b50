import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkedText } from '../../../components/linked-text';
import { PlainCard } from '../../../components/plain-card';
import { LazyLoadError } from '../../../components/lazy-load-error';

interface TextPageProps {
  back: { to: string; label: string };
  state: { missing: boolean; missingText: string; failed: boolean; onRetry: () => void; retrying: boolean };
  data: { title: string; time: string; timeLabel: string; content: string } | undefined;
  // Above the title (a banner's image).
  media?: ReactNode;
}

// A notice's or a banner's page: back link, title, time, and the text as plain text (line
// breaks kept, addresses as links). Staff text is never read as HTML.
export function TextPage({ back, state, data, media }: TextPageProps) {
  const backLink = (
    <Link to={back.to}>
      <ArrowLeftOutlined aria-hidden /> {back.label}
    </Link>
  );
  if (state.missing) {
    return (
      <PlainCard>
        <Flex vertical gap={16}>
          <Typography.Text>{state.missingText}</Typography.Text>
          {backLink}
        </Flex>
      </PlainCard>
    );
  }
  if (state.failed) return <LazyLoadError onRetry={state.onRetry} retrying={state.retrying} />;
  if (!data) {
    return (
      <PlainCard aria-busy>
        <Skeleton active paragraph={{ rows: 5 }} />
      </PlainCard>
    );
  }
  return (
    <PlainCard>
      <Flex vertical gap={12}>
        {backLink}
        {media}
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
          {data.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {data.timeLabel} <time dateTime={data.time}>{data.time.slice(0, 10)}</time>
        </Typography.Text>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
          <LinkedText text={data.content} />
        </Typography.Paragraph>
      </Flex>
    </PlainCard>
  );
}
