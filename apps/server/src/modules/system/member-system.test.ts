import { expect, it } from 'vitest';
import { MEMBER_SYSTEM_SWITCH_KEY } from '@portal/contracts/system';
import { describeEachDb } from '../../test/harness.js';
import { memberSystemView } from './member-system.service.js';

describeEachDb('member system view', (ctx) => {
  const db = () => ctx().database.db;
  const repo = () => ctx().services.repos.system;
  const setSwitch = (value: string) =>
    db().updateTable('system_param').set({ value }).where('key', '=', MEMBER_SYSTEM_SWITCH_KEY).execute();

  it('shows the lowest level name in the caller language when on and the area code is allowed', async () => {
    expect(await memberSystemView(repo(), '86', 'zh_CN')).toEqual({ show: true, levelName: '普通会员' });
    expect(await memberSystemView(repo(), '225', 'en_US')).toEqual({ show: true, levelName: 'Standard' });
    expect(await memberSystemView(repo(), '+237', 'fr_FR')).toEqual({ show: true, levelName: 'Standard' });
  });

  it('hides points for an enabled filtered area code, not for a disabled filter entry', async () => {
    expect(await memberSystemView(repo(), '44', 'en_US')).toEqual({ show: false, levelName: null });
    expect(await memberSystemView(repo(), '33', 'fr_FR')).toEqual({ show: true, levelName: 'Standard' });
  });

  it('follows a staff change of the lowest level label', async () => {
    await db().updateTable('dict_data').set({ label_fr: 'Membre' }).where('dict_type', '=', 'membership_levels').where('value', '=', '1').execute();
    expect((await memberSystemView(repo(), '86', 'fr_FR')).levelName).toBe('Membre');
    await db().updateTable('dict_data').set({ label_fr: 'Standard' }).where('dict_type', '=', 'membership_levels').where('value', '=', '1').execute();
  });

  it('hides everything when the member-system switch is off', async () => {
    await setSwitch('false');
    try {
      expect(await memberSystemView(repo(), '86', 'zh_CN')).toEqual({ show: false, levelName: null });
    } finally {
      await setSwitch('true');
    }
  });
});
