// The contracts' auth schemas, loaded on first use: they bring zod (~40 KB gzipped), which
// the login page leaves out of its first load. Each loader is stable, as useZodFields needs.
const contracts = () => import('@portal/contracts/auth');

export const loadLoginBody = () => contracts().then((module) => module.loginBody);
export const loadSmsLoginBody = () => contracts().then((module) => module.smsLoginBody);
export const loadRegisterBody = () => contracts().then((module) => module.registerBody);
export const loadResetPasswordBody = () => contracts().then((module) => module.resetPasswordBody);
export const loadPasswordStrength = () => contracts().then((module) => module.passwordStrength);
