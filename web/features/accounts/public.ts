// What other features may use of the accounts feature: the sections the settings page shows
// (profile, e-mail, a staff member's work, password, sign-ins). Its pages are mounted by web/router.tsx.
export { ChangePasswordSection } from './ChangePasswordSection';
export { EmailSection } from './EmailSection';
export { ProfileSection } from './ProfileSection';
export { SignInsSection } from './SignInsSection';
export { WorkSection } from './WorkSection';
