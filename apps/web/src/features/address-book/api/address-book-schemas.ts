import { addressBody, contactBody, groupBody } from '@portal/contracts/address-book';

// The address-book schemas as the stable loaders useZodFields takes. The pages' chunk already
// carries these contracts (the api module uses them), so they are not split off.
export const loadAddressBody = () => Promise.resolve(addressBody);
export const loadContactBody = () => Promise.resolve(contactBody);
export const loadGroupBody = () => Promise.resolve(groupBody);
