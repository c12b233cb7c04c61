export { KeysPage } from './keys-page';
export { RolesPage } from './roles-page';
export { StaffPage, validateStaffSearch, type StaffSearch } from './staff-page';
