import type { Locale } from '@portal/contracts/locale';
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { formFieldOf } from '../../../lib/form-rules';

// The steps of the shipping form and the fields each one holds (by the field's first name),
// so "Next" checks the step on screen and a problem found later opens the step that shows it.

export const DELIVERY_STEPS = ['route', 'parties', 'goods', 'services', 'review'] as const;
export type DeliveryStep = (typeof DELIVERY_STEPS)[number];

const STEP_FIELDS: Record<Exclude<DeliveryStep, 'review'>, readonly string[]> = {
  route: ['orderType', 'transportType', 'startCityId', 'startWarehouseId', 'destCountryId', 'destCityId', 'destWarehouseId', 'channelId'],
  // Cargo control sits with the parties: whether the consignee may be in China depends on it.
  parties: ['consignor', 'consignee', 'saveConsignor', 'saveConsignee', 'isCargoControl', 'controller'],
  goods: ['marks', 'currency', 'goods'],
  services: [],
};

// The step showing a field; fields no other step names are services.
export function stepOf(name: readonly (string | number)[]): number {
  const first = String(name[0]);
  const index = DELIVERY_STEPS.findIndex((step) => step !== 'review' && STEP_FIELDS[step].includes(first));
  return index === -1 ? DELIVERY_STEPS.indexOf('services') : index;
}

// The registered fields of one step, for validateFields.
export function fieldsOfStep(form: Pick<FormInstance, 'getFieldsError'>, step: number): (string | number)[][] {
  return form
    .getFieldsError()
    .map((entry) => entry.name)
    .filter((name) => stepOf(name) === step);
}

export interface FieldIssue {
  name: (string | number)[];
  errors: string[];
}

// zod's issues as form fields with their texts, in the member's language: the first issue of
// each field. An issue on a path the form has no field for goes to the nearest one holding it.
export async function issueFields(issues: readonly z.core.$ZodIssue[], registered: readonly (readonly (string | number)[])[], locale: Locale): Promise<FieldIssue[]> {
  const { issueText } = await import('@portal/contracts/validation');
  const byField = new Map<string, FieldIssue>();
  for (const issue of issues) {
    const name = formFieldOf(registered, issue.path.map(String).join('.'));
    if (!name || byField.has(name.join('.'))) continue;
    byField.set(name.join('.'), { name, errors: [issueText(issue, locale)] });
  }
  return [...byField.values()];
}
