import type { GroupDeleteChoice, GroupItem } from '@portal/contracts/address-book';
import { Form, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { feedback } from '../../../lib/feedback';
import { useDeleteGroup } from '../api/address-book-api';
import { useGroupOptions } from './group-options';

// Deleting a group that still has contacts: the member says where they go (DESIGN: the
// server takes that choice explicitly).
export function GroupDeleteModal({ group, count, onClose }: { group: GroupItem; count: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<GroupDeleteChoice>('ungroup');
  const [target, setTarget] = useState<number | undefined>(undefined);
  const targets = useGroupOptions(group.id);
  const remove = useDeleteGroup();

  const confirm = () =>
    remove.mutate(
      { id: group.id, contacts: choice, ...(choice === 'move' ? { targetGroupId: target } : {}) },
      {
        onSuccess: () => {
          feedback.success(t('address-book.deleted'));
          onClose();
        },
        onError: (error) => feedback.error(error instanceof ApiError ? error.message : String(error)),
      },
    );

  return (
    <Modal
      open
      title={t('address-book.group.deleteTitle', { title: group.title })}
      okText={t('address-book.delete')}
      okButtonProps={{ danger: true, disabled: choice === 'move' && target === undefined }}
      cancelText={t('common.cancel')}
      confirmLoading={remove.isPending}
      onOk={confirm}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('address-book.group.notEmpty', { count })}</Typography.Paragraph>
      <Radio.Group value={choice} onChange={(event) => setChoice(event.target.value as GroupDeleteChoice)} style={{ display: 'grid', gap: 8 }}>
        <Radio value="ungroup">{t('address-book.group.ungroup')}</Radio>
        <Radio value="move">{t('address-book.group.moveTo')}</Radio>
      </Radio.Group>
      {choice === 'move' ? (
        <Form layout="vertical" style={{ marginTop: 12 }}>
          <Form.Item label={t('address-book.group.target')} required>
            <Select value={target} onChange={setTarget} options={targets.options} loading={targets.isPending} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
