import type { Locale } from '@portal/contracts/locale';
import { MEMBER_SYSTEM_SWITCH_KEY } from '@portal/contracts/system';
import { levelName, levelOf, toLevels } from '../points/levels.js';
import type { SystemRepository } from './system.repository.js';

export interface MemberSystemView {
  show: boolean;
  levelName: string | null;
}

export async function isMemberSystemOn(repo: SystemRepository): Promise<boolean> {
  return isOn(await repo.param(MEMBER_SYSTEM_SWITCH_KEY));
}

export function isOn(value: string | null): boolean {
  return value?.trim().toLowerCase() === 'true';
}

// Points and the level name show only when the member system is on and the member's area
// code is not an enabled entry of filter_score_area_code (docs/points-and-gifts.md,
// "Visibility"). The level is the one the member's total points reach (`total`: everything
// ever earned or added).
export async function memberSystemView(repo: SystemRepository, areaCode: string, locale: Locale, total = 0): Promise<MemberSystemView> {
  const code = areaCode.trim().replace(/^\+/, '');
  const [switchValue, entries] = await Promise.all([repo.param(MEMBER_SYSTEM_SWITCH_KEY), repo.memberSystemEntries(code)]);
  if (!isOn(switchValue) || entries.some((e) => e.dict_type === 'filter_score_area_code')) return { show: false, levelName: null };
  const { current } = levelOf(total, toLevels(entries.filter((e) => e.dict_type === 'membership_levels')));
  return { show: true, levelName: current ? levelName(current, locale) : null };
}
