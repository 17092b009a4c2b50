import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';

interface DeleteButtonProps {
  // The question, and what deleting does.
  confirm: string;
  content?: string;
  // Returns when deleted; a rejection keeps the dialog open (the api client said why).
  onDelete: () => Promise<unknown>;
  // Instead of asking: e.g. a group with contacts asks a question of its own.
  onClick?: () => boolean;
}

// Deleting asks first (docs/product/address-book.md).
export function DeleteButton({ confirm, content, onDelete, onClick }: DeleteButtonProps) {
  const { t } = useTranslation();
  const ask = () => {
    if (onClick?.()) return;
    feedback.confirm({
      title: confirm,
      content,
      okText: t('address-book.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await onDelete();
        feedback.success(t('address-book.deleted'));
      },
    });
  };
  return (
    <Button type="link" danger onClick={ask}>
      {t('address-book.delete')}
    </Button>
  );
}
