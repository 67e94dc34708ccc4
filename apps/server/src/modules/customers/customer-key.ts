import { customers } from './customers.table';

/** The column a customer reference points at, for other modules' foreign keys. */
export const customerKey = () => customers.id;
