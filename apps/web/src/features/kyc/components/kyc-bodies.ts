import type { UploadedFile } from '@portal/contracts/files';
import type { CardType } from '@portal/contracts/statuses';

// The verification forms hold uploads as files; their bodies hold the files' urls. The same
// mapping feeds the contracts' schema while the member types (so the schema's rules, the
// card-number check among them, are the form's) and builds the body sent.

const urls = (files: UploadedFile[] | undefined) => (files ?? []).map((file) => file.url);

export interface RealNameValues {
  name: string;
  cardType: CardType;
  cardNumber: string;
  img1: UploadedFile[];
  img2: UploadedFile[];
  extraImgs: UploadedFile[];
}

export function toRealNameBody(values: RealNameValues) {
  return { ...values, img1: urls(values.img1)[0], img2: urls(values.img2)[0], extraImgs: urls(values.extraImgs) };
}

export interface EnterpriseValues {
  name: string;
  legalPerson: string;
  cardNumber: string;
  certificateImg: UploadedFile[];
  attachments: UploadedFile[];
}

export function toEnterpriseBody(values: EnterpriseValues) {
  return { ...values, certificateImg: urls(values.certificateImg)[0], attachments: urls(values.attachments) };
}
