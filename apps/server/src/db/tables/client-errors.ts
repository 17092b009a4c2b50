import type { Generated } from 'kysely';
import type { ClientErrorKind } from '@portal/contracts/client-errors';

// Errors reported by the portal's browsers (migration 20261128153000_client_errors).
export interface ClientErrorTable {
  id: Generated<number>;
  kind: ClientErrorKind;
  message: string;
  component: string | null;
  url: string;
  stack: string | null;
  member_id: number | null;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
}

export interface ClientErrorTables {
  client_error: ClientErrorTable;
}
