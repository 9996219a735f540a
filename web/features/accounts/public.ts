// What other features may use of the accounts feature: the sections the settings page shows
// (profile, e-mail, a staff member's work, password). Its pages are mounted by web/router.tsx.
export { ChangePasswordSection } from './ChangePasswordSection';
export { EmailSection } from './EmailSection';
export { ProfileSection } from './ProfileSection';
export { WorkSection } from './WorkSection';
