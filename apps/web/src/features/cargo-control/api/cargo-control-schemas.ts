import { releaseBody, transferBody } from '@portal/contracts/cargo-control';

// The contract's bodies as the stable loaders useZodFields takes (the dialogs' chunk carries
// the contract already).
export const loadReleaseBody = () => Promise.resolve(releaseBody);
export const loadTransferBody = () => Promise.resolve(transferBody);
