import type { Generated, Selectable } from 'kysely';
import type { FilePurpose } from '@portal/contracts/files';

// Uploaded files (modules/files, docs/decisions.md "Files").

export type FileOwnerType = 'member' | 'staff';

export interface FileObjectTable {
  id: Generated<number>;
  // the id in the file's url; the row id is never shown
  public_id: string;
  owner_type: FileOwnerType;
  owner_id: number;
  purpose: FilePurpose;
  // the member's name for the file, sanitised; never part of a storage path
  name: string;
  // from the content (magic bytes), never from the client
  content_type: string;
  size: number;
  // server-made, e.g. 'id-card/2026-11/3f9c….jpg'
  storage_key: string;
  sha256: string;
  created_at: string;
  // set when a saved record (real-name, order, ...) points at the file
  used_at: string | null;
  deleted_at: string | null;
}

export type FileRow = Selectable<FileObjectTable>;

export interface FileTables {
  file_object: FileObjectTable;
}
