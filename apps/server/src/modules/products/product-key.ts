import { products } from './products.table';

/** The column a product reference points at, for other modules' foreign keys. */
export const productKey = () => products.id;
