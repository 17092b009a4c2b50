import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The audit log page's texts (desk-texts.ts), `staff.audit.…`.
export type AuditKey = DeskTextKey<(typeof texts)['audit']>;
export type AuditText = DeskText<AuditKey>;

export function useAuditText(): AuditText {
  return useDeskText<AuditKey>('audit');
}
