// The forms that need an area code start on China's, where most members are.
export const DEFAULT_AREA_CODE = '86';
