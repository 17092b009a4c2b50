import { LogoutOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { logout } from '../../../features/auth/api/auth-api';
import { getToken } from '../../../lib/cookies';
import { useCurrentUser } from '../../../lib/current-user';
import { feedback } from '../../../lib/feedback';
import { endSession } from '../../../lib/session';
import { settleWithin } from '../../../lib/settle';
import styles from './member-layout.module.css';
import { clearViews } from './visited-views';

const LOGOUT_WAIT_MS = 2_000;

// Avatar, nickname, level (only with the member system on) and the logout button.
export function UserCard({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile } = useCurrentUser();
  if (!profile) return null;

  const name = profile.nickname || profile.mobile;
  const level = profile.showMemberSystem ? profile.levelName : null;

  const confirmLogout = () =>
    feedback.confirm({
      title: t('layout.user.logout'),
      content: t('layout.user.logoutConfirm'),
      okText: t('layout.user.logout'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        // The server revokes the token; on a slow network the member does not wait more than
        // a moment for it (the request goes on after the member has left).
        const token = getToken();
        if (token) await settleWithin(logout(token), LOGOUT_WAIT_MS);
        clearViews();
        await endSession(() => navigate('/login', { replace: true }));
      },
    });

  return (
    <div className={`${styles.userCard} ${collapsed ? styles.userCardCollapsed : ''}`}>
      <MemberAvatar size={collapsed ? 32 : 40} profile={profile} />
      {collapsed ? null : (
        <div className={styles.userText}>
          <span className={styles.nickname} title={name}>
            {name}
          </span>
          {level ? (
            <span className={styles.level}>
              {t('layout.user.level')}: {level}
            </span>
          ) : null}
        </div>
      )}
      <Tooltip title={t('layout.user.logout')} placement="right">
        <Button
          type="text"
          size="small"
          icon={<LogoutOutlined aria-hidden />}
          aria-label={t('layout.user.logout')}
          onClick={confirmLogout}
          style={{ color: 'rgba(255,255,255,0.75)' }}
        />
      </Tooltip>
    </div>
  );
}
