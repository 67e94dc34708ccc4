/** Every table, registered by hand; each module owns its own. drizzle-kit reads this file. */
export { companies } from '../modules/companies/companies.table';
export { storedFiles } from '../modules/files/files.table';
export { users, userPrivileges, otpChallenges } from '../modules/accounts/accounts.table';
export { guillocheImages } from '../modules/guilloche/guilloche.table';
export { companySettings } from '../modules/settings/settings.table';
