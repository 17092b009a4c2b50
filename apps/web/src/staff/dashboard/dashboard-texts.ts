import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The dashboard's texts (desk-texts.ts), `staff.dashboard.…`.
export type DashboardKey = DeskTextKey<(typeof texts)['dashboard']>;
export type DashboardText = DeskText<DashboardKey>;

export function useDashboardText(): DashboardText {
  return useDeskText<DashboardKey>('dashboard');
}
