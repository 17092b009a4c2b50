import type { ContactItem } from '@portal/contracts/address-book';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteContact } from '../api/address-book-api';
import type { ContactRowsProps } from './contact-rows';
import { DeleteButton } from './delete-button';

type ActionsProps = Pick<ContactRowsProps, 'kind' | 'selected' | 'onSelect' | 'onEdit'> & { contact: ContactItem };

// A contact's Edit and Delete (after a confirmation; a deleted contact leaves the selection),
// in the table's actions column and at the foot of a phone's card.
export function ContactRowActions({ kind, contact, selected, onSelect, onEdit }: ActionsProps) {
  const { t } = useTranslation();
  const remove = useDeleteContact(kind);
  return (
    <>
      <Button type="link" onClick={() => onEdit(contact)}>
        {t('address-book.edit')}
      </Button>
      <DeleteButton
        confirm={t('address-book.contact.deleteConfirm', { name: contact.name })}
        content={t('address-book.contact.deleteContent')}
        onDelete={() => remove.mutateAsync(contact.id).then(() => onSelect(selected.filter((id) => id !== contact.id)))}
      />
    </>
  );
}

// The sentence of an empty list: nothing matches the search, or nothing is there yet.
export function useContactEmptyText(kind: ContactRowsProps['kind'], filtered: boolean): string {
  const { t } = useTranslation();
  return filtered ? t('address-book.contact.noMatch') : t(kind === 'customer' ? 'address-book.contact.emptyCustomer' : 'address-book.contact.emptySupplier');
}
