import { dictLabel } from '@portal/contracts/locale';
import { Switch, Tag } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { ApiError } from '../../lib/api-error';
import { feedback } from '../../lib/feedback';
import { useLocale } from '../../lib/i18n';
import { ask } from '../ask';
import { useDictEntries, useMemberSystem, useReferenceChange } from './reference-api';
import styles from './reference.module.css';
import { useReferenceText } from './reference-texts';

const EXCLUDED_TYPE = 'filter_score_area_code';

// The member-system switch (points and levels shown to members or not) and the area codes it
// never applies to: the enabled entries of filter_score_area_code, edited as any dictionary.
export function MemberSystemArea() {
  const tr = useReferenceText();
  const locale = useLocale();
  const state = useMemberSystem();
  const excluded = useDictEntries(EXCLUDED_TYPE);
  const change = useReferenceChange();
  const enabled = state.data?.enabled;

  const flip = async () => {
    if (enabled === undefined) return;
    const next = !enabled;
    const sure = await ask({
      title: tr(next ? 'memberSystem.turnOnTitle' : 'memberSystem.turnOffTitle'),
      content: tr(next ? 'memberSystem.turnOnConfirm' : 'memberSystem.turnOffConfirm'),
      okText: tr(next ? 'memberSystem.turnOn' : 'memberSystem.turnOff'),
      okButtonProps: { danger: !next },
      cancelText: tr('actions.cancel'),
    });
    if (!sure) return;
    try {
      await change.mutateAsync({ step: 'member-system', body: { enabled: next } });
      feedback.success(tr(next ? 'memberSystem.turnedOn' : 'memberSystem.turnedOff'));
    } catch (error) {
      if (error instanceof ApiError) feedback.error(error.message);
    }
  };

  const codes = (excluded.data ?? []).filter((entry) => entry.enabled);
  return (
    <section aria-labelledby="reference-member-system-title">
      <div className={styles.subhead}>
        <h2 id="reference-member-system-title" className={styles.subtitle}>
          {tr('memberSystem.title')}
        </h2>
      </div>
      <p className={styles.muted}>
        {tr('memberSystem.intro')} <Link to="/admin/points">{tr('memberSystem.rulesLink')}</Link>
      </p>
      {state.isError && !state.data ? (
        <LoadError onRetry={() => void state.refetch()} retrying={state.isFetching} />
      ) : (
        <p className={styles.switchLine}>
          <Switch
            id="reference-member-system"
            checked={enabled ?? false}
            loading={state.isPending || change.isPending}
            disabled={enabled === undefined}
            onChange={() => void flip()}
            aria-describedby="reference-member-system-state"
          />
          <label htmlFor="reference-member-system">{tr('memberSystem.switchLabel')}</label>
          {enabled === undefined ? null : (
            <Tag id="reference-member-system-state" color={enabled ? 'green' : 'default'}>
              {tr(enabled ? 'memberSystem.on' : 'memberSystem.off')}
            </Tag>
          )}
        </p>
      )}
      <div className={styles.subhead}>
        <h3 className={styles.subtitle}>{tr('memberSystem.excludedTitle')}</h3>
        <Link to={`/admin/dictionaries?type=${EXCLUDED_TYPE}`}>{tr('memberSystem.editExcluded')}</Link>
      </div>
      <p className={styles.muted}>{tr('memberSystem.excludedIntro')}</p>
      {excluded.isError && !excluded.data ? (
        <LoadError onRetry={() => void excluded.refetch()} retrying={excluded.isFetching} />
      ) : excluded.isPending ? null : codes.length === 0 ? (
        <p>{tr('memberSystem.none')}</p>
      ) : (
        <ul className={styles.codes}>
          {codes.map((entry) => (
            <li key={entry.id}>
              <Tag>
                +{entry.value} {dictLabel(entry, locale)}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
