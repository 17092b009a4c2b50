import type { MailLogItem, MailLogStatus } from '@portal/contracts/account';
import type { SmsLogItem, SmsLogStatus } from '@portal/contracts/auth';
import type { CursorPage } from '@portal/contracts/cursor';
import type { NotificationChannel } from '@portal/contracts/notifications';
import type { DeliveryStateFilter, MemberMessageAudience, MemberMessageBody, MemberMessageCount, NotificationDeliveryItem } from '@portal/contracts/outbox';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// The outboxes (role service; docs/staff-roles.md): /admin-api/system/sms-log/page and
// …/mail-log/page, newest first, a page number at a time; the notification outbox's queue,
// /admin-api/system/notification-delivery/page, a cursor page at a time. Every key starts with
// ['staff', 'outbox'].

export const outboxKeys = {
  all: ['staff', 'outbox'] as const,
  sent: (filters: OutboxFilters) => ['staff', 'outbox', 'sent', filters] as const,
  queue: (filters: QueueFilters) => ['staff', 'outbox', 'queue', filters] as const,
  allQueues: ['staff', 'outbox', 'queue'] as const,
};

export type OutboxChannel = 'sms' | 'mail';
export type OutboxStatus = SmsLogStatus | MailLogStatus;

export interface OutboxFilters {
  channel: OutboxChannel;
  // a mobile (SMS) or an e-mail address, any part of it
  address?: string;
  status?: OutboxStatus;
  // UTC ISO times: from inclusive, to exclusive
  from?: string;
  to?: string;
}

export type OutboxRow = (SmsLogItem & { channel: 'sms' }) | (MailLogItem & { channel: 'mail' });

export const OUTBOX_PAGE_SIZE = 20;

interface OutboxPage {
  list: OutboxRow[];
  total: number;
  pageNo: number;
}

async function readPage({ channel, address, status, from, to }: OutboxFilters, pageNo: number, signal: AbortSignal): Promise<OutboxPage> {
  const common = { status, from, to, pageNo, pageSize: OUTBOX_PAGE_SIZE };
  if (channel === 'sms') {
    const page = await staffApi.get<{ list: SmsLogItem[]; total: number }>('/admin-api/system/sms-log/page', { ...common, mobile: address }, { signal });
    return { total: page.total, pageNo, list: page.list.map((row) => ({ ...row, channel })) };
  }
  const page = await staffApi.get<{ list: MailLogItem[]; total: number }>('/admin-api/system/mail-log/page', { ...common, address }, { signal });
  return { total: page.total, pageNo, list: page.list.map((row) => ({ ...row, channel })) };
}

// Read again every minute, so a message sent meanwhile (or a delivery report) shows up.
export function useOutbox(filters: OutboxFilters) {
  return useInfiniteQuery({
    queryKey: outboxKeys.sent(filters),
    queryFn: ({ pageParam, signal }) => readPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo * OUTBOX_PAGE_SIZE < last.total ? last.pageNo + 1 : undefined),
    refetchInterval: 60_000,
  });
}

// How many members an audience reaches now (the form's preview), and the message itself.
export const previewAudience = (audience: MemberMessageAudience) => staffApi.post<MemberMessageCount>('/admin-api/system/member-message/preview', audience);
export const sendMemberMessage = (body: MemberMessageBody) => staffApi.post<MemberMessageCount>('/admin-api/system/member-message/send', body);

export interface QueueFilters {
  channel?: NotificationChannel;
  // absent: the unfinished ones (pending, sending, failed)
  state?: Exclude<DeliveryStateFilter, 'unfinished'>;
  // the member's mobile, any part of it
  mobile?: string;
  // UTC ISO times: from inclusive, to exclusive
  from?: string;
  to?: string;
}

// Newest first; read again every 30 s, as often as the delivery job runs.
export function useDeliveryQueue(filters: QueueFilters) {
  return useInfiniteQuery({
    queryKey: outboxKeys.queue(filters),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<CursorPage<NotificationDeliveryItem>>('/admin-api/system/notification-delivery/page', { ...filters, pageSize: OUTBOX_PAGE_SIZE, cursor: pageParam }, { signal, silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: 30_000,
  });
}

// A failed delivery tried once more, now; the queue is read again either way (a refusal says
// someone else did it first).
export function useRetryDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi.post<NotificationDeliveryItem>('/admin-api/system/notification-delivery/retry', { id }),
    onSettled: () => client.invalidateQueries({ queryKey: outboxKeys.allQueues }),
  });
}
