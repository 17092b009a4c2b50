import {
  abnormalAnswerBody,
  claimAnswerBody,
  LOST_PARCEL_COMPENSATION_MAX,
  type AbnormalAnswerBody,
  type ClaimAnswer,
  type ClaimAnswerBody,
  type DisputeAnswer,
} from '@portal/contracts/abnormal';
import { toMinorUnits } from '../../lib/money';

// The answer forms' values and the bodies they become: the same schemas the server checks
// (contracts' abnormalAnswerBody, claimAnswerBody), the claim's with the one rule the server
// adds from the item itself: never more than the amount claimed (docs/abnormal-items.md).

const CURRENCY = LOST_PARCEL_COMPENSATION_MAX.currency;

export interface DisputeAnswerValues {
  answer?: DisputeAnswer;
  remarks?: string;
}

export interface ClaimAnswerValues {
  answer?: ClaimAnswer;
  // US dollars as typed (two decimals); empty on accept grants the amount claimed.
  compensation?: number | string | null;
  remarks?: string;
}

export function disputeBodyOf(id: number, values: DisputeAnswerValues): AbnormalAnswerBody {
  return { id, answer: values.answer as DisputeAnswer, remarks: values.remarks, files: [] };
}

export function claimBodyOf(id: number, values: ClaimAnswerValues): ClaimAnswerBody {
  const typed = values.compensation === null || values.compensation === undefined || values.compensation === '' ? undefined : values.compensation;
  return {
    id,
    answer: values.answer as ClaimAnswer,
    // Only an accepted claim grants anything; a rejection sends none.
    compensation: values.answer === 'accept' && typed !== undefined ? toMinorUnits(typed, CURRENCY) : undefined,
    remarks: values.remarks,
    files: [],
  };
}

// The server's schema, plus "at most the amount claimed" with that amount written as the
// reader writes it (`claimedText`), the server's own rule text.
export function claimAnswerSchema(claimed: number, claimedText: string) {
  return claimAnswerBody.superRefine((value, ctx) => {
    if (value.answer === 'accept' && value.compensation !== undefined && value.compensation > claimed) {
      ctx.addIssue({ code: 'custom', path: ['compensation'], message: 'v.abnormal.claim.compensation.tooHigh', maximum: claimedText });
    }
  });
}

export const disputeAnswerSchema = abnormalAnswerBody;
