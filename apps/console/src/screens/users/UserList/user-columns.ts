import type { User } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<User>();

/** Spec 001 section 2: five columns, each with its Contains filter and sort. */
export const userColumns = column.columns([
  column.accessor('firstName', { header: 'First Name' }),
  column.accessor('lastName', { header: 'Last Name' }),
  column.accessor('mobileNo', { header: 'Mobile No.' }),
  column.accessor('login', { header: 'Username' }),
  column.accessor('email', { header: 'Email' }),
]);
