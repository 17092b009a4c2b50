import { parsePhoneNumberFromString, type NumberType, type PhoneNumber } from 'libphonenumber-js/max';
import type { Locale } from '@portal/contracts/locale';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation';
import { AppError } from './app-error.js';

// Numbers that can receive an SMS: the same rule as GET /app-api/param/validator/mobile.
const MOBILE_TYPES: readonly (NumberType | undefined)[] = ['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER'];

// The national number of a mobile typed under an area code ('86' + '13800138000'), with a
// trunk prefix dropped ('33' + '0612345678' → '612345678'); null when it is not a valid
// mobile there (a landline is not). Members are stored and looked up by this form.
export function nationalMobile(areaCode: string, mobile: string): string | null {
  return nationalPhone(areaCode, mobile, MOBILE_TYPES);
}

// The same for any real number under the area code (landlines too, unless `types` narrows
// it): address-book contacts are often reached at an office.
export function nationalPhone(areaCode: string, number: string, types?: readonly (NumberType | undefined)[]): string | null {
  let phone: PhoneNumber | undefined;
  try {
    phone = parsePhoneNumberFromString(number.trim(), { defaultCallingCode: areaCode });
  } catch {
    // An area code no country uses ("999") throws instead of answering undefined.
    return null;
  }
  if (!phone || phone.countryCallingCode !== areaCode || !phone.isValid()) return null;
  if (types && !types.includes(phone.getType())) return null;
  return phone.nationalNumber;
}

export function requireNationalMobile(areaCode: string, mobile: string, locale: Locale, field = 'mobile'): string {
  const national = nationalMobile(areaCode, mobile);
  if (national === null) {
    throw new AppError('MOBILE_INVALID', undefined, {
      fields: [{ field, rule: 'v.mobile.format', message: VALIDATION_MESSAGES['v.mobile.format'][locale] }],
    });
  }
  return national;
}

// For logs: '86 138****8000'. Never log a whole number.
export function maskMobile(areaCode: string, mobile: string): string {
  const visible = mobile.length > 7 ? 4 : 2;
  return `${areaCode} ${mobile.slice(0, 3)}****${mobile.slice(-visible)}`;
}
