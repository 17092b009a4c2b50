import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { KeyboardHelp } from '../keyboard-help';
import { StaffListHead, StaffTabs } from '../staff-list';
import { useStaffTitle } from '../staff-title';
import { MessageForm } from './message-form';
import { outboxKeys } from './outbox-api';
import { QueueList } from './queue-list';
import { SentList } from './sent-list';
import { useOutboxText } from './outbox-texts';

// What the portal sent members (docs/staff-console.md, "Outbox desk"), in two tabs kept in the
// URL: what each channel was handed (texts, e-mails) and the notification outbox's queue of
// deliveries still to go or given up on; and messages from service to members.
export function OutboxDesk() {
  const ot = useOutboxText();
  useStaffTitle('outbox');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'queue' ? 'queue' : 'sent';
  const [writing, setWriting] = useState(false);
  const client = useQueryClient();

  return (
    <section aria-labelledby="staff-outbox-title">
      <StaffListHead id="staff-outbox-title" title={ot('title')} total={undefined} totalText={(count) => ot('total', { count })}>
        <KeyboardHelp
          entries={[
            ['/', ot('keys.search')],
            ['Enter', ot('keys.enter')],
          ]}
        />
        <Button type="primary" onClick={() => setWriting(true)}>
          {ot('send.open')}
        </Button>
      </StaffListHead>
      {writing ? <MessageForm onClose={() => setWriting(false)} onSent={() => void client.invalidateQueries({ queryKey: outboxKeys.all })} /> : null}
      <StaffTabs
        label={ot('title')}
        activeKey={tab}
        // Each tab's filters are its own: a switch starts from none.
        onChange={(key) => setParams(key === 'queue' ? { tab: 'queue' } : {})}
        items={[
          { key: 'sent', label: ot('tabs.sent'), children: tab === 'sent' ? <SentList /> : null },
          { key: 'queue', label: ot('tabs.queue'), children: tab === 'queue' ? <QueueList /> : null },
        ]}
      />
    </section>
  );
}
