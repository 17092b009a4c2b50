import { FILE_RULES, maxMb, nameAllowed, type FilePurpose } from '@portal/contracts/files';

// The Upload's checks before anything is sent (texts in docs/product/orders.md); the server checks again,
// by content. Each problem is an i18n key of locales/<lang>/files.json with its values.
export type SelectionProblem =
  | { key: 'files.limitReached' }
  | { key: 'files.maxFiles'; count: number }
  | { key: 'files.invalidFormat' }
  | { key: 'files.tooLarge'; mb: number };

export interface Selection {
  purpose: FilePurpose;
  // files the field may hold (a screen may allow fewer than the purpose)
  max: number;
  // files already in the field or on their way
  held: number;
  // this file's place in the member's selection, from 0
  index: number;
  name: string;
  size: number;
}

export function selectionProblem(selection: Selection): SelectionProblem | null {
  const { purpose, max, held, index } = selection;
  if (held >= max) return { key: 'files.limitReached' };
  if (held + index >= max) return { key: 'files.maxFiles', count: max };
  if (!nameAllowed(purpose, selection.name)) return { key: 'files.invalidFormat' };
  if (selection.size > FILE_RULES[purpose].maxBytes) return { key: 'files.tooLarge', mb: maxMb(purpose) };
  return null;
}
