import { COMPLAINT_STATUS, CONSULT_STATUS, type AdviceKind } from '@portal/contracts/advice-status';

// Tag colours of the consult_status and complaint_status values (the dictionaries' colours).
export function statusColor(kind: AdviceKind, status: number): string {
  if (kind === 'complaint') {
    if (status === COMPLAINT_STATUS.pending) return 'warning';
    if (status === COMPLAINT_STATUS.processing) return 'processing';
    if (status === COMPLAINT_STATUS.processed) return 'success';
    return 'default';
  }
  if (status === CONSULT_STATUS.awaitingReply) return 'warning';
  if (status === CONSULT_STATUS.replying) return 'processing';
  return 'success';
}

// The i18n key of a status: advice.status.consult.1 … advice.status.complaint.4.
export function statusKey(kind: AdviceKind, status: number) {
  return `advice.status.${kind === 'complaint' ? 'complaint' : 'consult'}.${status}` as 'advice.status.consult.1';
}

// The query of /jiedao/jd-advice for a kind (?type=consult&dtype=1|2, ?type=complaint&dtype=0).
export function kindSearch(kind: AdviceKind): string {
  if (kind === 'complaint') return 'type=complaint&dtype=0';
  return `type=consult&dtype=${kind === 'suggestion' ? 2 : 1}`;
}

// Whole hours and minutes between two instants, for "waited 5 h 20 min".
export function elapsed(fromIso: string, to: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((to - new Date(fromIso).getTime()) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
