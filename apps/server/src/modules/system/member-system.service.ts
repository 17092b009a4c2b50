import type { Locale } from '@portal/contracts/locale';
import { dictLabel } from '@portal/contracts/locale';
import { MEMBER_SYSTEM_SWITCH_KEY } from '@portal/contracts/system';
import type { SystemRepository } from './system.repository.js';

export interface MemberSystemView {
  show: boolean;
  levelName: string | null;
}

export async function isMemberSystemOn(repo: SystemRepository): Promise<boolean> {
  return isOn(await repo.param(MEMBER_SYSTEM_SWITCH_KEY));
}

function isOn(value: string | null): boolean {
  return value?.trim().toLowerCase() === 'true';
}

// Points and the level name show only when the member system is on and the member's area
// code is not an enabled entry of filter_score_area_code (docs/product/money-points-gifts.md).
export async function memberSystemView(repo: SystemRepository, areaCode: string, locale: Locale): Promise<MemberSystemView> {
  const code = areaCode.trim().replace(/^\+/, '');
  const [switchValue, entries] = await Promise.all([repo.param(MEMBER_SYSTEM_SWITCH_KEY), repo.memberSystemEntries(code)]);
  if (!isOn(switchValue) || entries.some((e) => e.dict_type === 'filter_score_area_code')) return { show: false, levelName: null };
  // Every member is on the lowest level until points exist (a later issue picks the level
  // from the member's points and membership_levels extra.minScore).
  const lowest = entries.find((e) => e.dict_type === 'membership_levels');
  return { show: true, levelName: lowest ? dictLabel({ label: lowest.label, labelEn: lowest.label_en, labelFr: lowest.label_fr }, locale) : null };
}
