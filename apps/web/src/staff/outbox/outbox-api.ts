import type { MailLogItem, MailLogStatus } from '@portal/contracts/account';
import type { SmsLogItem, SmsLogStatus } from '@portal/contracts/auth';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { MemberMessageAudience, MemberMessageBody, MemberMessageCount } from '@portal/contracts/outbox';
import { staffApi } from '../staff-api';

// The outboxes (role service; docs/staff-roles.md): /admin-api/system/sms-log/page and
// …/mail-log/page, newest first, a page number at a time.

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
    queryKey: ['staff', 'outbox', filters] as const,
    queryFn: ({ pageParam, signal }) => readPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo * OUTBOX_PAGE_SIZE < last.total ? last.pageNo + 1 : undefined),
    refetchInterval: 60_000,
  });
}

// How many members an audience reaches now (the form's preview), and the message itself.
export const previewAudience = (audience: MemberMessageAudience) => staffApi.post<MemberMessageCount>('/admin-api/system/member-message/preview', audience);
export const sendMemberMessage = (body: MemberMessageBody) => staffApi.post<MemberMessageCount>('/admin-api/system/member-message/send', body);
