import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The containers desk's texts (desk-texts.ts), `staff.containers.…`.
export type ContainersKey = DeskTextKey<(typeof texts)['containers']>;
export type ContainersText = DeskText<ContainersKey>;

export function useContainersText(): ContainersText {
  return useDeskText<ContainersKey>('containers');
}

// The keys under one branch ('detail' → 'back' | 'edit' | …), for a component's own helper.
export type ContainersSubKey<Branch extends string> = ContainersKey extends infer K ? (K extends `${Branch}.${infer Rest}` ? Rest : never) : never;
