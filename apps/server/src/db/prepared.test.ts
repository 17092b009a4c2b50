import { expect, it } from 'vitest';
import { describeEachDb } from '../test/harness.js';
import { prepared } from './prepared.js';

// Slots between constants, in the order the SQL puts them, and a second value type.
const entriesOf = prepared((db, slot: <T>(name: 'type' | 'value' | 'status') => T) =>
  db
    .selectFrom('dict_data')
    .select(['dict_type', 'value'])
    .where('status', '=', slot<number>('status'))
    .where('dict_type', 'in', ['area_code', slot<string>('type')])
    .where('value', '=', slot<string>('value'))
    .where('dict_type', '!=', 'country')
    .orderBy('dict_type'),
);

describeEachDb('queries compiled once', (ctx) => {
  it('fills each run with its own values and keeps the constants', async () => {
    const { db } = ctx().database;
    // '1' is an area code (+1) and a transport type.
    expect(await entriesOf(db, { type: 'transport_type', value: '1', status: 0 })).toEqual([
      { dict_type: 'area_code', value: '1' },
      { dict_type: 'transport_type', value: '1' },
    ]);
    expect(await entriesOf(db, { type: 'yes_or_no', value: '86', status: 0 })).toEqual([{ dict_type: 'area_code', value: '86' }]);
    expect(await entriesOf(db, { type: 'transport_type', value: '1', status: 1 })).toEqual([]);
  });
});
