import type { ScoreRuleItem } from '@portal/contracts/points';
import { staffMayCall } from '@portal/contracts/staff';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { formatNumber } from '../../lib/number-format';
import { useLocale } from '../../lib/i18n';
import { askThen } from '../ask';
import { useStaffMe } from '../staff-api';
import { StaffListHead, StaffListToolbar, StaffWholeTable } from '../staff-list';
import { mayOpen, STAFF_BASE, staffPageAt } from '../staff-routes';
import { useStaffTitle } from '../staff-title';
import { useMemberSystemState, useScoreRuleChange, useScoreRules } from './points-api';
import { usePointsText } from './points-texts';
import { RULE_TYPE_NAME, ruleRange } from './rule-display';
import { RuleForm } from './rule-form';
import styles from './points.module.css';

// Points earning rules (docs/staff-console.md, "Points rules"): every rule, enabled or not, in
// the order members read them; finance (and administrators) add, edit, enable and disable them,
// customer service reads them. Whether members see points at all is the member-system switch,
// shown here and set on the reference-data desk.

const MEMBER_SYSTEM = `${STAFF_BASE}/dictionaries/member-system`;

export function PointsDesk() {
  const tp = usePointsText();
  const locale = useLocale();
  useStaffTitle('points');
  const { data: me } = useStaffMe();
  const rules = useScoreRules();
  const memberSystem = useMemberSystemState();
  const change = useScoreRuleChange();
  const [editing, setEditing] = useState<ScoreRuleItem | 'new' | null>(null);
  const mayEdit = me ? staffMayCall(me.roles, ['finance']) : false;
  const switchPage = staffPageAt(MEMBER_SYSTEM);
  const maySwitch = Boolean(me && switchPage && mayOpen(switchPage, me.roles));

  // The whole rule again with its state turned: the update takes every field.
  const toggle = (rule: ScoreRuleItem) => {
    const step = rule.enabled ? 'disable' : 'enable';
    const { updateTime: _updated, ...fields } = rule;
    return askThen(
      { title: tp(`rules.${step}Title`, { title: rule.title }), content: tp(`rules.${step}Confirm`), okText: tp(`rules.${step}`), okButtonProps: { danger: rule.enabled }, cancelText: tp('cancel') },
      () => change.mutateAsync({ kind: 'update', body: { ...fields, enabled: !rule.enabled } }),
    );
  };

  const range = (rule: ScoreRuleItem) => {
    const found = ruleRange(rule, locale);
    if (!found) return '—';
    return found.to === null ? tp('rules.from', found) : tp('rules.range', found);
  };

  const columns: TableColumnsType<ScoreRuleItem> = [
    { key: 'type', title: tp('columns.type'), width: 160, render: (_, r) => tp(`types.${RULE_TYPE_NAME[r.type]}`) },
    { key: 'title', title: tp('columns.title'), dataIndex: 'title' },
    { key: 'points', title: tp('columns.points'), width: 80, align: 'right', render: (_, r) => formatNumber(r.points, locale) },
    { key: 'range', title: tp('columns.range'), width: 190, render: (_, r) => range(r) },
    { key: 'maxTotal', title: tp('columns.maxTotal'), width: 120, align: 'right', render: (_, r) => (r.maxTotal === null ? tp('rules.noMaximum') : formatNumber(r.maxTotal, locale)) },
    { key: 'state', title: tp('columns.state'), width: 100, render: (_, r) => (r.enabled ? <Tag color="green">{tp('rules.enabled')}</Tag> : <Tag>{tp('rules.disabled')}</Tag>) },
    { key: 'updated', title: tp('columns.updated'), width: 130, render: (_, r) => formatDateTime(r.updateTime, 'YYYY-MM-DD HH:mm') },
    ...(mayEdit
      ? [
          {
            key: 'actions',
            title: tp('columns.actions'),
            width: 150,
            render: (_: unknown, r: ScoreRuleItem) => (
              <Space size="small">
                <Button size="small" aria-label={tp('rules.editFor', { title: r.title })} onClick={() => setEditing(r)}>
                  {tp('rules.edit')}
                </Button>
                <Button size="small" danger={r.enabled} aria-label={tp(r.enabled ? 'rules.disableFor' : 'rules.enableFor', { title: r.title })} onClick={() => void toggle(r)}>
                  {tp(r.enabled ? 'rules.disable' : 'rules.enable')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  const on = memberSystem.data?.enabled;
  return (
    <section aria-labelledby="staff-points-title">
      <StaffListHead id="staff-points-title" title={tp('title')} total={undefined} totalText={(count) => tp('rules.total', { count })} />
      <p className={styles.intro}>
        {tp('intro')}{' '}
        {on === undefined ? null : (
          <Tag color={on ? 'green' : 'orange'} id="staff-points-member-system">
            {tp(on ? 'memberSystemOn' : 'memberSystemOff')}
          </Tag>
        )}
        {maySwitch ? <Link to={MEMBER_SYSTEM}>{tp('memberSystemLink')}</Link> : null}
      </p>
      <StaffListToolbar
        total={rules.data ? { total: rules.data.length, totalCapped: false } : undefined}
        totalText={(count) => tp('rules.total', { count })}
        action={
          mayEdit ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              {tp('rules.new')}
            </Button>
          ) : null
        }
      />
      <StaffWholeTable<ScoreRuleItem> query={rules} columns={columns} scrollX={mayEdit ? 1040 : 890} emptyText={tp('rules.empty')} />
      {editing ? <RuleForm rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
