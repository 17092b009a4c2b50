// The contracts' address-book schemas, loaded with the first form check (they bring zod).
// Each loader is stable, as useZodFields needs.
const contracts = () => import('@portal/contracts/address-book');

export const loadAddressBody = () => contracts().then((module) => module.addressBody);
export const loadContactBody = () => contracts().then((module) => module.contactBody);
export const loadGroupBody = () => contracts().then((module) => module.groupBody);
