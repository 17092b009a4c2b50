import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageSelect } from '../components/language-select';
import { useSignInWork } from '../components/use-sign-in-work';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../lib/form-rules';
import { useFormErrorNotice } from '../lib/use-form-error-notice';
import { staffLogin, staffSignInWork } from './staff-api';
import { staffRedirect } from './staff-routes';
import { startStaffSession } from './staff-session';
import { useStaffTitle } from './staff-title';
import styles from './staff-layout.module.css';

const loadStaffLoginBody = () => import('@portal/contracts/auth').then((m) => m.staffLoginBody);

interface StaffLoginValues {
  username: string;
  password: string;
}

// /admin/login: username and password (docs/staff-console.md). The server never asks staff for
// the slider check; each try pays the proof of work the server asks for, which grows with the
// recent failures on the account and from the network (docs/sign-in-abuse.md, "Staff sign-in").
export function StaffLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<StaffLoginValues>();
  const field = useZodFields(loadStaffLoginBody);
  const notifyFormErrors = useFormErrorNotice();
  useRevalidateOnLocaleChange(form);
  useStaffTitle('login');
  const login = useMutation({ mutationFn: staffLogin });
  const work = useSignInWork();

  const onFinish = async (values: StaffLoginValues) => {
    const body = (await loadStaffLoginBody()).parse(values);
    const paid = await work.pay(() => staffSignInWork({ username: body.username }));
    if (!paid) return;
    login.mutate(paid.work ? { ...body, work: paid.work } : body, {
      onSuccess: (result) => {
        startStaffSession(result.token, result.expiresAt);
        void navigate(staffRedirect(new URLSearchParams(location.search).get('redirect')), { replace: true });
      },
      onError: (error) => applyServerFieldErrors(form, error),
    });
  };

  return (
    <main className={styles.loginPage} aria-labelledby="staff-login-title">
      <div className={styles.loginCard}>
        <div className={styles.loginTop}>
          <h1 id="staff-login-title" className={styles.loginTitle}>
            {t('staff.login.title')}
          </h1>
          <LanguageSelect />
        </div>
        <Form form={form} name="staff-login" layout="vertical" onFinish={(values) => void onFinish(values)} onFinishFailed={notifyFormErrors}>
          <Form.Item name="username" label={t('staff.login.username')} {...field('username')}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('staff.login.password')} {...field('password')}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending || work.busy}>
            {t('staff.login.submit')}
          </Button>
          {work.hint}
        </Form>
        <p className={styles.loginFoot}>
          <Link to="/login">{t('staff.login.memberLink')}</Link>
        </p>
      </div>
    </main>
  );
}
