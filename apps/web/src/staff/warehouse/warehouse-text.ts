import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The warehouse desk's texts (desk-texts.ts), `staff.warehouse.…`.
export type WarehouseTextKey = DeskTextKey<(typeof texts)['warehouse']>;
export type WarehouseText = DeskText<WarehouseTextKey>;

export function useWarehouseText(): WarehouseText {
  return useDeskText<WarehouseTextKey>('warehouse');
}
