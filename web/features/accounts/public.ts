// What other features may use of the accounts feature: the change-password section the settings
// page shows. Its pages are mounted by web/router.tsx.
export { ChangePasswordSection } from './ChangePasswordSection';
