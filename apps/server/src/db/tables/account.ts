import type { MessageType } from '@portal/contracts/statuses';
import type { Generated } from 'kysely';

// The member's own account (migration 20261123130000_account): e-mail codes and their outbox,
// company information, verifications and messages.

export interface MailLogTable {
  id: Generated<number>;
  address: string;
  scene: string;
  subject: string;
  content: string;
  status: 'outbox' | 'sent' | 'failed';
  created_at: string;
}

export interface MemberCompanyInfoTable {
  id: Generated<number>;
  member_id: number;
  company_name: string;
  company_name_en: string | null;
  tax_number: string | null;
  contact_name: string | null;
  contact_area_code: string | null;
  contact_phone: string | null;
  email: string | null;
  address: string | null;
  created_at: string;
  updated_at: string;
}

// Shared by both verification kinds. status: REAL_NAME_STATUS or ENTERPRISE_STATUS by kind
// (contracts/statuses.ts), read into its set by the service.
interface ReviewColumns {
  status: number;
  reject_reason: string | null;
  submitted_at: string;
  reviewed_at: string | null;
  reviewer_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface MemberRealNameTable extends ReviewColumns {
  id: Generated<number>;
  member_id: number;
  name: string;
  card_type: string;
  card_number: string;
  // public ids of uploaded files; extra_imgs is a JSON array of them
  img1: string;
  img2: string;
  extra_imgs: string;
}

export interface MemberEnterpriseTable extends ReviewColumns {
  id: Generated<number>;
  member_id: number;
  name: string;
  legal_person: string;
  card_number: string;
  certificate_img: string;
  // JSON array of public file ids
  attachments: string;
}

export interface MemberMessageTable {
  id: Generated<number>;
  member_id: number;
  // message_type dictionary: order, delivery, reminder
  type: MessageType;
  // a key of MESSAGE_TEMPLATES (contracts) with its JSON params, or a staff-written title/content
  template: string | null;
  params: string;
  title: string | null;
  content: string | null;
  read_at: string | null;
  created_at: string;
}

export interface AccountTables {
  mail_log: MailLogTable;
  member_company_info: MemberCompanyInfoTable;
  member_real_name: MemberRealNameTable;
  member_enterprise: MemberEnterpriseTable;
  member_message: MemberMessageTable;
}
