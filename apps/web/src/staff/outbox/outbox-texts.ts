import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The outbox desk's texts (desk-texts.ts), `staff.outbox.…`.
export type OutboxKey = DeskTextKey<(typeof texts)['outbox']>;
export type OutboxText = DeskText<OutboxKey>;

export function useOutboxText(): OutboxText {
  return useDeskText<OutboxKey>('outbox');
}
