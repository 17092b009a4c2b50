import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.js';
import { defaultAdminProblem } from './default-admin.js';

// The demo database has the administrator `admin` (config's default ADMIN_USERNAME).
describeEachDb('the default administrator username in production', (ctx) => {
  it('refuses production while an active account is named admin, whatever its case', async () => {
    const t = ctx();
    expect(await defaultAdminProblem({ ...t.config, env: 'development' }, t.database.db)).toBeNull();
    const production = { ...t.config, env: 'production' as const };
    expect(await defaultAdminProblem(production, t.database.db)).toMatch(/named "admin": rename it/);
    await t.database.db.updateTable('staff_user').set({ username: 'Admin' }).where('username', '=', 'admin').execute();
    expect(await defaultAdminProblem(production, t.database.db)).toMatch(/named "admin"/);
    await t.database.db.updateTable('staff_user').set({ username: 'chief' }).where('username', '=', 'Admin').execute();
    expect(await defaultAdminProblem(production, t.database.db)).toBeNull();
  });
});
