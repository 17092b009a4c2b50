import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type texts from './texts/en_US.json';

// The desk's texts (texts/<lang>.json, under the console's `staff.warehouse`), with keys typed
// from the English file: the console's key types cover the shell's own file only, and the
// desk keeps to its folder. Plural keys are named without their _one/_other endings.

type Plain<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Plain<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type WarehouseTextKey = Leaves<(typeof texts)['warehouse']>;
export type WarehouseText = (key: WarehouseTextKey, values?: Record<string, unknown>) => string;

export function useWarehouseText(): WarehouseText {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  return useCallback((key, values) => translate(`staff.warehouse.${key}`, values), [translate]);
}
