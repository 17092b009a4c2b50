// Consultations, suggestions and complaints (docs/advice.md): what kind a thread is and its
// status. Zod-free, so the server's tables and any screen can use them.

// /jiedao/jd-advice?type=consult&dtype=1|2 and ?type=complaint.
export const ADVICE_KINDS = ['consult', 'suggestion', 'complaint'] as const;
export type AdviceKind = (typeof ADVICE_KINDS)[number];

// consult_status (consultations and suggestions).
export const CONSULT_STATUS = { awaitingReply: 1, replying: 2, replied: 3 } as const;
export type ConsultStatus = (typeof CONSULT_STATUS)[keyof typeof CONSULT_STATUS];
export const CONSULT_STATUSES = Object.values(CONSULT_STATUS);

// complaint_status.
export const COMPLAINT_STATUS = { pending: 1, processing: 2, processed: 3, cancelled: 4 } as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUS)[keyof typeof COMPLAINT_STATUS];
export const COMPLAINT_STATUSES = Object.values(COMPLAINT_STATUS);

// Who wrote a message in a thread.
export const ADVICE_AUTHORS = ['member', 'staff'] as const;
export type AdviceAuthor = (typeof ADVICE_AUTHORS)[number];

// /jiedao/jd-advice?type=consult&dtype=1 (consultation) or 2 (suggestion); ?type=complaint.
export function adviceKindOf(type: string | null, dtype: string | null): AdviceKind {
  if (type === 'complaint') return 'complaint';
  return dtype === '2' ? 'suggestion' : 'consult';
}

export function adviceStatusesOf(kind: AdviceKind): readonly number[] {
  return kind === 'complaint' ? COMPLAINT_STATUSES : CONSULT_STATUSES;
}
