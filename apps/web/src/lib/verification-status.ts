import { ENTERPRISE_STATUS, REAL_NAME_STATUS, type EnterpriseStatus, type RealNameStatus } from '@portal/contracts/statuses';

// How the real-name and company verification statuses are drawn: label key, tag colour and the
// kind of note above the submitted details. The maps are keyed by the contracts' closed sets,
// so a new status does not build until it is drawn here.

export type TagColour = 'default' | 'warning' | 'processing' | 'success' | 'error';
export type NoteType = 'info' | 'success' | 'warning' | 'error';

export interface StatusView<Label extends string> {
  label: Label;
  colour: TagColour;
  note: NoteType;
}

// Labels are the statuses' names, plus one for a member who never submitted.
export type RealNameLabel = keyof typeof REAL_NAME_STATUS | 'unverified';
export type CompanyLabel = keyof typeof ENTERPRISE_STATUS | 'none';

const REAL_NAME: Record<RealNameStatus, StatusView<RealNameLabel>> = {
  [REAL_NAME_STATUS.pending]: { label: 'pending', colour: 'warning', note: 'info' },
  [REAL_NAME_STATUS.reviewing]: { label: 'reviewing', colour: 'processing', note: 'info' },
  [REAL_NAME_STATUS.certified]: { label: 'certified', colour: 'success', note: 'success' },
  [REAL_NAME_STATUS.rejected]: { label: 'rejected', colour: 'error', note: 'error' },
};

const COMPANY: Record<EnterpriseStatus, StatusView<CompanyLabel>> = {
  [ENTERPRISE_STATUS.reviewing]: { label: 'reviewing', colour: 'processing', note: 'info' },
  [ENTERPRISE_STATUS.verified]: { label: 'verified', colour: 'success', note: 'success' },
  [ENTERPRISE_STATUS.rejected]: { label: 'rejected', colour: 'error', note: 'error' },
};

export function realNameStatus(status: RealNameStatus | null): StatusView<RealNameLabel> {
  return status === null ? { label: 'unverified', colour: 'default', note: 'info' } : REAL_NAME[status];
}

export function companyStatus(status: EnterpriseStatus | null): StatusView<CompanyLabel> {
  return status === null ? { label: 'none', colour: 'default', note: 'info' } : COMPANY[status];
}
