import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';
import type { ListQuery } from '../../apps/server/src/db/list-page.ts';
import {
  customerColumns,
  customersService,
  type CustomersDeps,
} from '../../apps/server/src/modules/customers/customers.service.ts';
import { customers } from '../../apps/server/src/modules/customers/customers.table.ts';
import {
  productQueries,
  type ProductColumn,
} from '../../apps/server/src/modules/products/product-queries.ts';
import { products } from '../../apps/server/src/modules/products/products.table.ts';
import { drizzle } from './server-deps.ts';

const { and, eq, isNotNull, sql } = drizzle;

/**
 * The two lists, measured through the server's own list calls (customersService().list and
 * productQueries().list), so the bench cannot drift from what the server sends. Each list
 * column comes with the texts a user would type into its Contains filter, from common words
 * matching a large share of the rows to codes matching a handful, all at least 3 characters
 * (a trigram index needs 3), and with the query that picks existing values of the column in
 * the company's rows, for its equality baseline.
 */
export interface BenchList {
  name: 'customers' | 'products';
  /** The list's Contains columns; the first is the global search's equality baseline. */
  columns: readonly string[];
  /** The server's list call on `db`. */
  open: (db: Db) => (scope: number, query: ListQuery<string>) => Promise<unknown>;
  /** Texts per column and, under `search`, for the global search. */
  texts: Record<string, string[]>;
  /** Up to 10 values of `column` in the company's rows as the list shows them, for `column = value`. */
  values: (companyId: number, column: string) => SQL;
  /** The primary-key lookup (one record by id, as a get call reads it), kept for information. */
  idLookup: {
    table: typeof customers | typeof products;
    id: AnyColumn;
    scope: (companyId: number) => SQL;
  };
}

/** A figure's name for a column: the products list's client is the customer's companyName. */
export const labelOf = (column: string) => (column === 'customer.companyName' ? 'client' : column);

/** The list touches none of these; one that did would fail the bench loudly rather than run on a stub. */
const unused = (name: string) =>
  new Proxy(
    {},
    {
      get: (_, key) => {
        throw new Error(
          `the bench's customers service has no ${name} (${String(key)}): the list should not need it`,
        );
      },
    },
  ) as never;

/** Rows picked by id spread over the table (the seed is deterministic, so are they). */
const spread = (id: AnyColumn) => sql`${id} % 997 = 1`;

const customerTexts = {
  companyName: [
    'Zenith',
    'pharma',
    'Kaveri Foods',
    'Bluestar Tea',
    'llp',
    'Deccan Ayurveda Group',
    'ind',
    'Sapphire Pa',
    'corporation',
    'Tulsi Spices',
  ],
  mobileNo: ['98765', '9820', '773', '99301', '123', '8097', '70451', '555', '9167', '6200'],
  email: [
    'gmail',
    'zenith.pharma',
    'rediffmail',
    'tiger',
    'outlook.com',
    'coral.dairy12',
    'sai.tea',
    'yahoo',
    'hotmail',
    'everest.cables',
  ],
  address: [
    'Mumbai',
    'MG Road',
    'Pune 41',
    'Baner',
    'Sector 18, Noida',
    'MIDC',
    '221, ',
    'Kochi',
    'Anna Salai',
    'Civil Lines, Jaipur',
  ],
  companyCode: ['Q1M808', 'M80', 'KWX', '2P9', 'R7K', 'QX4W', '9M2', 'P5R', 'WW1', 'Q1R'],
  messageOnScan: [
    'genuine',
    'warranty',
    'from Zenith',
    'authentic',
    'win points',
    'Thank you',
    'original from Coral',
    'verified',
    'purchase',
    'Register',
  ],
  search: [
    'Zenith',
    'Mumbai',
    'gmail',
    '98765',
    'genuine',
    'Kaveri Foods',
    'Q1M808',
    'MG Road',
    'tiger',
    'warranty',
  ],
};

const customerScope = (companyId: number) =>
  and(eq(customers.companyId, companyId), eq(customers.companyType, 'Customer'))!;

export const customerList: BenchList = {
  name: 'customers',
  columns: customerColumns,
  open: (db) => {
    const deps: CustomersDeps = {
      db,
      contacts: unused('contacts'),
      files: unused('files'),
      seal: unused('seal'),
      publicBaseUrl: 'http://localhost:8080',
    };
    const service = customersService(deps);
    return (scope, query) => service.list(scope, query as Parameters<typeof service.list>[1]);
  },
  texts: customerTexts,
  values: (companyId, column) => {
    const value = customers[column as (typeof customerColumns)[number]];
    return sql`select ${value} as value from ${customers} where ${and(customerScope(companyId), isNotNull(value), spread(customers.id))} order by ${customers.id} limit 10`;
  },
  idLookup: { table: customers, id: customers.id, scope: customerScope },
};

const productColumns = [
  'productCode',
  'productName',
  'labelSpecification',
  'labelSize',
  'customer.companyName',
] as const satisfies readonly ProductColumn[];

export const productList: BenchList = {
  name: 'products',
  columns: productColumns,
  open: (db) => {
    const queries = productQueries(db, 'http://localhost:8080');
    return (scope, query) => queries.list(scope, query as Parameters<typeof queries.list>[1]);
  },
  texts: {
    productCode: [
      'PRD-QM6',
      'QM685P',
      '25W2PR',
      'PRD',
      'X4K',
      '9P1',
      'MR34',
      'KWR',
      'P159',
      '2695MR34P',
    ],
    productName: [
      'shampoo',
      'Herbal Sh',
      'Basmati Rice 5 kg',
      'Engine Oil',
      'tablets',
      'Organic Green Tea',
      'Pack of 6',
      'Pro Cement',
      'powder',
      'LED Bulb 1 Unit',
    ],
    labelSpecification: [
      'hologram',
      'PET',
      'matte lamination',
      'UV ink',
      'Vinyl, gloss',
      'scratch panel',
      'Silver polyester',
      'tamper',
      'QR code',
      'guilloche + microtext',
    ],
    labelSize: [
      '50 x 25',
      '100 x',
      'round',
      '38 x 25 mm',
      '40 x',
      '45 mm',
      '5 mm',
      '75 x 50',
      '30 mm round',
      '100 x 150',
    ],
    'customer.companyName': customerTexts.companyName,
    search: [
      'shampoo',
      'hologram',
      'PRD-QM6',
      '50 x 25',
      'Herbal',
      'Basmati Rice',
      'QM685P',
      'matte',
      'Engine Oil 5 L',
      'round',
    ],
  },
  values: (companyId, column) => {
    const value =
      column === 'customer.companyName'
        ? customers.companyName
        : products[column as Exclude<(typeof productColumns)[number], 'customer.companyName'>];
    return sql`select ${value} as value from ${products} inner join ${customers} on ${customers.id} = ${products.customerId}
                where ${and(eq(products.companyId, companyId), spread(products.id))} order by ${products.id} limit 10`;
  },
  idLookup: {
    table: products,
    id: products.id,
    scope: (companyId) => eq(products.companyId, companyId),
  },
};
