import type { ClaimKind } from '@portal/contracts/abnormal';
import type { UploadedFile } from '@portal/contracts/files';
import { toMinor } from '@portal/contracts/order-units';

export interface ClaimValues {
  kind?: ClaimKind;
  outerPackageIntact?: boolean;
  insurance?: boolean;
  // US dollars as typed (42.50); the body carries cents.
  amount?: number | null;
  description?: string;
  files?: UploadedFile[];
}

// The form's values as the claim body (contracts' claimCreateBody): dollars to cents, the
// outer-package answer only for damage, the uploads as their urls.
export function toClaimBody(values: ClaimValues & { orderId?: number; requestKey?: string }) {
  return {
    orderId: values.orderId,
    requestKey: values.requestKey,
    kind: values.kind,
    amount: typeof values.amount === 'number' ? toMinor(values.amount) : undefined,
    description: values.description,
    outerPackageIntact: values.kind === 'damage' ? values.outerPackageIntact : undefined,
    insurance: values.insurance ?? false,
    files: (values.files ?? []).map((file) => file.url),
  };
}
