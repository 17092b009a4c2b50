import type { Generated, Selectable } from 'kysely';
import type { AdviceAuthor, AdviceKind } from '@portal/contracts/advice-status';

// Consultations, suggestions and complaints (migration 20261127110000_advice; docs/advice.md).
export interface MemberAdviceTable {
  id: Generated<number>;
  member_id: number;
  kind: AdviceKind;
  complaint_type: string | null;
  title: string;
  contact: string;
  phone_area_code: string;
  phone: string;
  order_no: string;
  content: string;
  // JSON array of file public ids.
  files: Generated<string>;
  // CONSULT_STATUS or COMPLAINT_STATUS by kind.
  status: number;
  reply_content: string | null;
  reply_time: string | null;
  staff_id: number | null;
  reply_due_at: string;
  rating: number | null;
  rating_comment: string | null;
  is_public: Generated<number>;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}
export type MemberAdviceRow = Selectable<MemberAdviceTable>;

export interface MemberAdviceMessageTable {
  id: Generated<number>;
  advice_id: number;
  author: AdviceAuthor;
  staff_id: number | null;
  content: string;
  files: Generated<string>;
  created_at: string;
}

// Migration 20261127500000_advice_contacts: the files of each message (message_id null: the
// opening's), and the customer-service contacts members are assigned.
export interface MemberAdviceFileTable {
  id: Generated<number>;
  advice_id: number;
  message_id: number | null;
  file_id: number;
  position: number;
}

export interface ServiceContactTable {
  id: Generated<number>;
  staff_id: number | null;
  nickname: string;
  avatar: string | null;
  mobile_area_code: string | null;
  mobile: string | null;
  whatsapp_area_code: string | null;
  whatsapp: string | null;
  email: string | null;
  created_at: string;
}

export interface AdviceTables {
  member_advice: MemberAdviceTable;
  member_advice_message: MemberAdviceMessageTable;
  member_advice_file: MemberAdviceFileTable;
  service_contact: ServiceContactTable;
}
