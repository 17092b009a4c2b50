// The lookup's rule, from the contracts, loaded at the first check: it brings zod, which the
// public tracking page leaves out of its first load (as the sign-in pages do).
export const loadTrackQuery = () => import('@portal/contracts/order').then((module) => module.trackQuery);
