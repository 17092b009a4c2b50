// Spec point 4: real-name and company verification states, as label key and tag colour.

export type RealNameLabel = 'unverified' | 'pending' | 'reviewing' | 'certified' | 'rejected';
export type CompanyLabel = 'none' | 'reviewing' | 'verified' | 'rejected';
export type TagColour = 'default' | 'warning' | 'processing' | 'success' | 'error';

const REAL_NAME: Record<number, [RealNameLabel, TagColour]> = {
  0: ['pending', 'warning'],
  1: ['reviewing', 'processing'],
  2: ['certified', 'success'],
  3: ['rejected', 'error'],
};

const COMPANY: Record<number, [CompanyLabel, TagColour]> = {
  0: ['reviewing', 'processing'],
  1: ['verified', 'success'],
  2: ['rejected', 'error'],
};

export function realNameStatus(status: number | null): [RealNameLabel, TagColour] {
  return (status === null ? undefined : REAL_NAME[status]) ?? ['unverified', 'default'];
}

export function companyStatus(status: number | null): [CompanyLabel, TagColour] {
  return (status === null ? undefined : COMPANY[status]) ?? ['none', 'default'];
}
