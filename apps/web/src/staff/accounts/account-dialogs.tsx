import { STAFF_ROLES, staffCreateBody, staffPasswordBody, staffRolesBody, type StaffCreateBody, type StaffItem, type StaffRole } from '@portal/contracts/staff';
import { Button, Checkbox, Form, Input, Modal, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { ApiError } from '../../lib/api-error';
import { feedback } from '../../lib/feedback';
import { useZodFields } from '../../lib/form-rules';
import { ask } from '../ask';
import { useAccountChange } from './accounts-api';
import { useAccountsText } from './accounts-texts';
import styles from './accounts.module.css';
import { temporaryPassword } from './temporary-password';

// The account dialogs: a new account, its roles, a new password. Each form is checked by the
// schema the server checks (contracts/staff.ts) before anything is sent or asked; a refusal
// that concerns a field goes under it, any other is a toast, and the dialog stays open.

const loadCreateBody = () => Promise.resolve(staffCreateBody);
const loadRolesBody = () => Promise.resolve(staffRolesBody);
const loadPasswordBody = () => Promise.resolve(staffPasswordBody);

// The server's refusals that belong to one field of the form.
const FIELD_OF_ERROR = { STAFF_USERNAME_TAKEN: 'username', STAFF_LAST_ADMINISTRATOR: 'roles' } as const;

function reportRefusal(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || error.fieldErrors.length > 0) return;
  const entry = Object.entries(FIELD_OF_ERROR).find(([name]) => error.is(name as keyof typeof FIELD_OF_ERROR));
  if (entry) form.setFields([{ name: entry[1], errors: [error.message] }]);
  else feedback.error(error.message);
}

// A password to hand over: shown once, with a copy button.
export interface ShownPassword {
  username: string;
  name: string;
  password: string;
}

function useRoleOptions() {
  const { t } = useTranslation();
  return STAFF_ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) }));
}

function PasswordField({ form }: { form: FormInstance }) {
  const ta = useAccountsText();
  const field = useZodFields(loadPasswordBody);
  return (
    <>
      <Form.Item name="password" label={ta('form.password')} extra={ta('form.passwordHelp')} {...field('password')}>
        <Input autoComplete="new-password" spellCheck={false} className={styles.secretInput} />
      </Form.Item>
      <Button
        size="small"
        className={styles.generate}
        onClick={() => {
          form.setFieldValue('password', temporaryPassword());
          void form.validateFields(['password']).catch(() => undefined);
        }}
      >
        {ta('form.generate')}
      </Button>
    </>
  );
}

export function CreateDialog({ onCreated, onClose }: { onCreated: (shown: ShownPassword) => void; onClose: () => void }) {
  const ta = useAccountsText();
  const roleOptions = useRoleOptions();
  const [form] = Form.useForm<StaffCreateBody>();
  const field = useZodFields(loadCreateBody);
  const change = useAccountChange();
  const [initial] = useState(() => ({ password: temporaryPassword(), roles: ['operator'] }));
  const username = Form.useWatch('username', form);
  return (
    <FormModal<StaffCreateBody>
      name="staff-account-create"
      title={ta('form.createTitle')}
      form={form}
      initialValues={initial}
      okText={ta('form.createOk')}
      successText={ta('form.created', { username: username ?? '' })}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = staffCreateBody.parse(values);
        try {
          await change.mutateAsync({ step: 'create', body });
        } catch (error) {
          reportRefusal(form, error);
          throw error;
        }
        onCreated({ username: body.username, name: body.name, password: body.password });
      }}
    >
      <Form.Item name="username" label={ta('form.username')} extra={ta('form.usernameHelp')} {...field('username')}>
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="name" label={ta('form.name')} {...field('name')}>
        <Input autoComplete="off" />
      </Form.Item>
      <PasswordField form={form} />
      <Form.Item name="roles" label={ta('form.roles')} {...field('roles')}>
        <Checkbox.Group options={roleOptions} />
      </Form.Item>
    </FormModal>
  );
}

export function RolesDialog({ account, onClose }: { account: StaffItem; onClose: () => void }) {
  const ta = useAccountsText();
  const roleOptions = useRoleOptions();
  const [form] = Form.useForm<{ roles: StaffRole[] }>();
  const field = useZodFields(loadRolesBody);
  const change = useAccountChange();
  return (
    <FormModal<{ roles: StaffRole[] }>
      name="staff-account-roles"
      title={ta('form.rolesTitle', { name: account.name })}
      form={form}
      initialValues={{ roles: account.roles }}
      okText={ta('form.rolesOk')}
      successText={ta('form.rolesSaved', { name: account.name })}
      onClose={onClose}
      onSubmit={async (values) => {
        const { roles } = staffRolesBody.parse(values);
        try {
          await change.mutateAsync({ step: 'set-roles', id: account.id, roles });
        } catch (error) {
          reportRefusal(form, error);
          throw error;
        }
      }}
    >
      <Form.Item name="roles" label={ta('form.roles')} {...field('roles')}>
        <Checkbox.Group options={roleOptions} />
      </Form.Item>
    </FormModal>
  );
}

// Not confirmed: the dialog stays as it was, nothing sent.
class NotConfirmed extends Error {}

export function ResetDialog({ account, onReset, onClose }: { account: StaffItem; onReset: (shown: ShownPassword) => void; onClose: () => void }) {
  const ta = useAccountsText();
  const [form] = Form.useForm<{ password: string }>();
  const change = useAccountChange();
  const [initial] = useState(() => ({ password: temporaryPassword() }));
  return (
    <FormModal<{ password: string }>
      name="staff-account-reset"
      title={ta('form.resetTitle', { name: account.name })}
      form={form}
      initialValues={initial}
      okText={ta('form.resetOk')}
      successText={ta('form.reset', { name: account.name })}
      onClose={onClose}
      onSubmit={async (values) => {
        const { password } = staffPasswordBody.parse(values);
        const sure = await ask({
          title: ta('form.resetConfirmTitle', { name: account.name }),
          content: ta('form.resetConfirm'),
          okText: ta('form.resetOk'),
          okButtonProps: { danger: true },
          cancelText: ta('actions.cancel'),
        });
        if (!sure) throw new NotConfirmed();
        try {
          await change.mutateAsync({ step: 'reset-password', id: account.id, password });
        } catch (error) {
          reportRefusal(form, error);
          throw error;
        }
        onReset({ username: account.username, name: account.name, password });
      }}
    >
      <p className={styles.intro}>{ta('form.resetIntro', { name: account.name })}</p>
      <PasswordField form={form} />
    </FormModal>
  );
}

// The password just set, once: after this window nothing shows it again (the server keeps
// only its hash).
export function PasswordShown({ shown, onClose }: { shown: ShownPassword; onClose: () => void }) {
  const ta = useAccountsText();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.password);
      setCopied(true);
    } catch {
      feedback.error(ta('secret.copyFailed'));
    }
  };
  return (
    <Modal
      open
      title={ta('secret.title', { username: shown.username })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {ta('secret.done')}
        </Button>
      }
    >
      <p className={styles.intro}>{ta('secret.intro', { name: shown.name })}</p>
      <div className={styles.secret}>
        <label className={styles.secretLabel} htmlFor="staff-account-secret">
          {ta('secret.label')}
        </label>
        <Input id="staff-account-secret" readOnly value={shown.password} className={styles.secretInput} onFocus={(event) => event.target.select()} />
        <Button onClick={() => void copy()} aria-live="polite">
          {copied ? ta('secret.copied') : ta('secret.copy')}
        </Button>
      </div>
    </Modal>
  );
}
