import type { GroupItem } from '@portal/contracts/address-book';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveGroup } from '../api/address-book-api';
import { loadGroupBody } from '../api/address-book-schemas';
import { FormModal } from './form-modal';
import { LimitedInput, LimitedTextArea } from '../../../components/limited-input';

// Adds or edits a customer group: name and sort order required, remark optional.
export function GroupFormModal({ group, onClose }: { group: GroupItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveGroup();
  return (
    <FormModal
      title={t(group ? 'address-book.group.editTitle' : 'address-book.group.addTitle')}
      name="group"
      load={loadGroupBody}
      initialValues={group ? { title: group.title, remark: group.remark ?? undefined, sort: group.sort } : { sort: 0 }}
      submit={(body) => save.mutateAsync({ id: group?.id, body })}
      onClose={onClose}
    >
      {(field) => (
        <>
          <Form.Item name="title" label={t('address-book.group.name')} {...field('title')}>
            <LimitedInput max={50} autoComplete="off" />
          </Form.Item>
          <Form.Item name="sort" label={t('address-book.group.sort')} {...field('sort')}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="remark" label={t('address-book.group.remark')} {...field('remark', false)}>
            <LimitedTextArea rows={2} max={200} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
