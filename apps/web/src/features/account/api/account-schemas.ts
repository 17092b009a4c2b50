// The contracts' account schemas, loaded with the first check (stable loaders, as
// useZodFields needs).
const contracts = () => import('@portal/contracts/account');

export const loadUpdateUserBody = () => contracts().then((module) => module.updateUserBody);
export const loadUpdatePasswordBody = () => contracts().then((module) => module.updatePasswordBody);
export const loadUpdateMobileBody = () => contracts().then((module) => module.updateMobileBody);
export const loadBindEmailBody = () => contracts().then((module) => module.bindEmailBody);
export const loadResetControlPasswordBody = () => contracts().then((module) => module.resetControlPasswordBody);
export const loadCompanyInfoBody = () => contracts().then((module) => module.companyInfoBody);

// Required in the form although optional in the body (one of the two proves the change).
const auth = () => import('@portal/contracts/auth');
export const loadCurrentPasswordField = () => contracts().then((module) => module.currentPasswordField);
export const loadSmsCodeField = () => auth().then((module) => module.smsCodeField);
