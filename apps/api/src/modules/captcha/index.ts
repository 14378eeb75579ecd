// The captcha module: the verifier (ALTCHA, or a reCAPTCHA-kind provider), the solutions already
// used (`captcha_uses`) and the check every visitor form makes first. Features reach them only
// through this door (docs/decisions/027).
export type { CaptchaSettings, CaptchaVerifier } from './captcha-verifier';
export { createCaptchaVerifier } from './captcha-verifier';
export { requireSolvedCaptcha } from './require-solved-captcha';
