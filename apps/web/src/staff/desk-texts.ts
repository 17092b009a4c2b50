import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// A desk's texts (staff/<desk>/texts/<lang>.json, under the console's `staff.<desk>` branch;
// staff-texts.ts loads them) read with keys checked against the desk's English file: the app's
// typed keys (i18next.d.ts) know the shell's file only, and each desk keeps to its folder.
// `tw('lot.submit')` reads `staff.warehouse.lot.submit`; a plural text is named without its
// suffix (`tw('total', { count })`).

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Singular<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

// Every text's dotted key in a desk's branch of its English file.
export type DeskTextKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Singular<K>}` : DeskTextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type DeskText<Key extends string> = (key: Key, options?: Record<string, unknown>) => string;

export function useDeskText<Key extends string>(desk: string): DeskText<Key> {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return useCallback((key, options) => translate(`staff.${desk}.${key}`, options), [translate, desk]);
}
