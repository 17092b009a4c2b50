import { z } from 'zod';
import { cursorPage, cursorQuery } from './cursor.js';
import type { Localized } from './locale.js';
import { MESSAGE_TYPE_VALUES } from './statuses.js';

// Messages to a member (docs/product/care.md). Their types are MESSAGE_TYPES (statuses.ts).

// Messages the system writes are stored as a template key and parameters, and read in the
// member's language. {reason} is staff text and stays as written.
export const MESSAGE_TEMPLATES = {
  'kyc.realName.approved': {
    title: { zh_CN: '实名认证已通过', en_US: 'Real-name verification approved', fr_FR: "Vérification d'identité approuvée" },
    content: {
      zh_CN: '您的实名认证已通过审核，现在可以下单发货了。',
      en_US: 'Your real-name verification was approved. You can now place shipping orders.',
      fr_FR: "Votre vérification d'identité a été approuvée. Vous pouvez maintenant passer des commandes d'expédition.",
    },
  },
  'kyc.realName.rejected': {
    title: { zh_CN: '实名认证未通过', en_US: 'Real-name verification rejected', fr_FR: "Vérification d'identité refusée" },
    content: {
      zh_CN: '您的实名认证未通过审核，原因：{reason}。请修改后重新提交。',
      en_US: 'Your real-name verification was rejected. Reason: {reason}. Please correct it and submit again.',
      fr_FR: "Votre vérification d'identité a été refusée. Motif : {reason}. Corrigez-la puis soumettez-la à nouveau.",
    },
  },
  'kyc.enterprise.approved': {
    title: { zh_CN: '企业认证已通过', en_US: 'Company verification approved', fr_FR: "Vérification de l'entreprise approuvée" },
    content: {
      zh_CN: '您的企业认证已通过审核。',
      en_US: 'Your company verification was approved.',
      fr_FR: "La vérification de votre entreprise a été approuvée.",
    },
  },
  'kyc.enterprise.rejected': {
    title: { zh_CN: '企业认证未通过', en_US: 'Company verification rejected', fr_FR: "Vérification de l'entreprise refusée" },
    content: {
      zh_CN: '您的企业认证未通过审核，原因：{reason}。请修改后重新提交。',
      en_US: 'Your company verification was rejected. Reason: {reason}. Please correct it and submit again.',
      fr_FR: "La vérification de votre entreprise a été refusée. Motif : {reason}. Corrigez-la puis soumettez-la à nouveau.",
    },
  },
} as const satisfies Record<string, { title: Localized; content: Localized }>;
export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;

export const messageQuery = cursorQuery.extend({ read: z.enum(['true', 'false']).optional() });

export const messageItem = z.object({
  id: z.number().int(),
  type: z.enum(MESSAGE_TYPE_VALUES),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createTime: z.string(),
});
export type MessageItem = z.infer<typeof messageItem>;

export const messagePage = cursorPage(messageItem);
