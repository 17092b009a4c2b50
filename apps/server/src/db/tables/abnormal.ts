import type { Generated } from 'kysely';
import type { AbnormalAction, AbnormalCurrency, AbnormalStatus, AbnormalStepKind, AbnormalType, ClaimKind } from '@portal/contracts/abnormal';

// Abnormal (exception) items (migration 20261126400000_abnormal; docs/abnormal-items.md).
export interface AbnormalItemTable {
  id: Generated<number>;
  order_id: number;
  member_id: number;
  type: AbnormalType;
  description: string;
  amount: number | null;
  currency: AbnormalCurrency | null;
  charged_amount: number | null;
  status: AbnormalStatus;
  action: AbnormalAction | null;
  handler_name: string | null;
  handled_at: string | null;
  // Who raised it; null on a member's claim (migration 20261128130500_abnormal_claims).
  staff_id: number | null;
  created_at: string;
  updated_at: string;
  // A member's claim: its kind, US cents claimed and granted (0 rejected, null awaiting), under
  // the shipment's insurance (0/1), and the claim form's request key.
  claim_kind: ClaimKind | null;
  claim_amount: number | null;
  claim_insurance: Generated<number>;
  claim_compensation: number | null;
  claim_request_key: string | null;
}

export interface AbnormalStepTable {
  id: Generated<number>;
  item_id: number;
  kind: AbnormalStepKind;
  action: AbnormalAction | null;
  staff_id: number | null;
  member_id: number | null;
  actor_name: string | null;
  remarks: string | null;
  created_at: string;
}

export interface AbnormalFileTable {
  id: Generated<number>;
  step_id: number;
  item_id: number;
  file_id: number;
  position: number;
}

export interface AbnormalTables {
  abnormal_item: AbnormalItemTable;
  abnormal_step: AbnormalStepTable;
  abnormal_file: AbnormalFileTable;
}
