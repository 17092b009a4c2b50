import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type texts from './texts/en_US.json';

// The desk's texts (texts/<lang>.json, the `staff.containers.` branch) with their keys checked
// against the English file: the app's typed keys (i18next.d.ts) know the shell's file only.
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Singular<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Singular<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ContainersKey = Leaves<(typeof texts)['containers']>;
export type ContainersText = (key: ContainersKey, options?: Record<string, unknown>) => string;

export function useContainersText(): ContainersText {
  const { t } = useTranslation();
  return useCallback((key, options) => (t as unknown as (key: string, options?: Record<string, unknown>) => string)(`staff.containers.${key}`, options), [t]);
}

// The keys under one branch ('detail' → 'back' | 'edit' | …), for a component's own helper.
export type ContainersSubKey<Branch extends string> = ContainersKey extends infer K ? (K extends `${Branch}.${infer Rest}` ? Rest : never) : never;
