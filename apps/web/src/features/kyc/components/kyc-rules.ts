import type { Locale } from '@portal/contracts/locale';
import type { UploadedFile } from '@portal/contracts/files';
import type { ValidationKey } from '@portal/contracts/validation';
import type { FormRule } from 'antd';
import { CARD_TYPES, isValidCardNumber, type CardType } from '@portal/contracts/kyc';

const validation = () => import('@portal/contracts/validation');

// An upload field must hold at least one finished file.
export function filesRequiredRule(key: ValidationKey, locale: Locale): FormRule {
  return {
    validator: async (_rule, value: UploadedFile[] | undefined) => {
      if (!value || value.length === 0) throw new Error((await validation()).VALIDATION_MESSAGES[key][locale]);
    },
  };
}

// The card number is checked by the card type chosen beside it (e.g. the mainland ID checksum).
export function cardNumberRule(locale: Locale): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      const cardType: unknown = getFieldValue('cardType');
      if (!value || typeof cardType !== 'string') return;
      const known = (CARD_TYPES as readonly string[]).includes(cardType);
      if (known && !isValidCardNumber(cardType as CardType, value)) {
        throw new Error((await validation()).VALIDATION_MESSAGES['v.kyc.cardNumber.format'][locale]);
      }
    },
  });
}

export const urls = (files: UploadedFile[] | undefined) => (files ?? []).map((file) => file.url);
