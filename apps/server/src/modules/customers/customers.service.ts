import { and, eq, type SQL } from 'drizzle-orm';
import type { CompanyType, Customer, CustomerForm, CustomerOption, Page } from '@veritag/domain';
import { isReferenceViolation, type Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListQuery,
} from '../../db/list-page';
import { conflict, notFound } from '../../http/problem';
import { scopeConditions, type Scope } from '../../platform/access';
import type { ContactPeopleService } from '../contact-people';
import type { FilesService } from '../files';
import { stageUploads, type CustomerUploads } from './customer-files';
import { columnsOfForm, toCustomer, type CustomerRow } from './customer-record';
import { newPublicId } from './customer-public-id';
import { sealedPasswordFor } from './customer-password';
import type { EmailPasswordSeal } from './email-password';
import { customers } from './customers.table';
import { publishedCustomer } from './published-customer';
import { customerFileWithinReach } from './customer-file-reach';

/** Refuses a caller who may not work on records of this type (business partners: Track & Trace). */
export type TypeGuard = (type: CompanyType) => void;
const anyType: TypeGuard = () => undefined;

/** The kind customers' contact persons are saved under; the routes register it with its privilege. */
export const customerContacts = 'customer';

export const customerColumns = [
  'companyName',
  'mobileNo',
  'email',
  'address',
  'companyCode',
  'messageOnScan',
] as const;
export type CustomerColumn = (typeof customerColumns)[number];
const searchable = Object.fromEntries(
  customerColumns.map((name) => [name, customers[name]]),
) as Record<CustomerColumn, (typeof customers)[CustomerColumn]>;
const sortable = { ...searchable, createdDate: customers.createdDate };

export interface CustomersDeps {
  db: Db;
  contacts: ContactPeopleService;
  files: FilesService;
  seal: EmailPasswordSeal;
  publicBaseUrl: string;
}

/**
 * Customers and business partners of a company with their contact persons, files and email
 * settings. `scope` is the caller's company (null: every company) and, for a user limited to
 * some customers, those customers: the others are not found. A save writes the row, its
 * contact persons and its files all or nothing.
 */
export function customersService({ db, contacts, files, seal, publicBaseUrl }: CustomersDeps) {
  const inScope = (scope: Scope, ...more: (SQL | undefined)[]) =>
    and(...scopeConditions(scope, customers.companyId, customers.id), ...more);
  const ownerOf = (row: { id: number; companyId: number }) => ({
    kind: customerContacts,
    id: row.id,
    companyId: row.companyId,
  });

  const find = async (tx: Db, scope: Scope, id: number): Promise<CustomerRow> => {
    const [row] = await tx
      .select()
      .from(customers)
      .where(inScope(scope, eq(customers.id, id)));
    if (!row) throw notFound('Customer');
    return row;
  };
  const get = async (scope: Scope, id: number, tx: Db = db): Promise<Customer> => {
    const row = await find(tx, scope, id);
    const people = await contacts.listFor(tx, customerContacts, [row.id]);
    return toCustomer(row, people.get(row.id) ?? [], publicBaseUrl);
  };

  /** A page of one type; the list shows no contact persons (the view fetches the record). */
  const page = async (
    scope: Scope,
    type: CompanyType,
    query: ListQuery<CustomerColumn>,
  ): Promise<Page<Customer>> => {
    const where = inScope(scope, eq(customers.companyType, type), listFilter(searchable, query));
    const { limit, offset } = limitOf(query);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(customers)
        .where(where)
        .orderBy(...listOrder(sortable, query.sort, customers.id))
        .limit(limit)
        .offset(offset),
      listTotal(db, customers, where),
    ]);
    return pageOf(
      rows.map((row) => toCustomer(row, [], publicBaseUrl)),
      total,
      query,
    );
  };

  /** Runs a save: uploads staged first, the transaction records them, a failure discards them. */
  const withUploads = async <T>(
    companyId: number,
    uploads: CustomerUploads,
    save: (staged: Awaited<ReturnType<typeof stageUploads>>) => Promise<T>,
  ) => {
    const staged = await stageUploads(files, uploads, companyId);
    try {
      return await save(staged);
    } catch (error) {
      await staged.discard();
      throw error;
    }
  };

  return {
    /** For the files door: a customer's file is out of reach with its customer. */
    fileWithinReach: customerFileWithinReach(db),
    /** Without a type the list is of customers: business partners have their own list. */
    list: (scope: Scope, query: ListQuery<CustomerColumn> & { type?: CompanyType }) =>
      page(scope, query.type ?? 'Customer', query),
    businessPartners: (scope: Scope, query: ListQuery<CustomerColumn>) =>
      page(scope, 'Business Partner', query),

    /** `customers/search`: one column contains the key, as the list's Contains filter does. */
    search: (
      scope: Scope,
      query: {
        columnName: CustomerColumn;
        searchKey: string;
        type?: CompanyType;
        page: number;
        size: number;
        sort: ListQuery<CustomerColumn>['sort'];
      },
    ) =>
      page(scope, query.type ?? 'Customer', {
        page: query.page,
        size: query.size,
        sort: query.sort,
        search: '',
        [`contains.${query.columnName}`]: query.searchKey,
      } as ListQuery<CustomerColumn>),

    async byType(scope: Scope, type: CompanyType): Promise<CustomerOption[]> {
      return db
        .select({
          id: customers.id,
          companyName: customers.companyName,
          companyCode: customers.companyCode,
          advanceWorkflow: customers.advanceWorkflow,
          micrositeEnable: customers.micrositeEnable,
        })
        .from(customers)
        .where(inScope(scope, eq(customers.companyType, type)))
        .orderBy(customers.companyName, customers.id);
    },

    get,

    async create(
      companyId: number,
      form: CustomerForm,
      uploads: CustomerUploads = {},
    ): Promise<Customer> {
      const emailPasswordSealed = sealedPasswordFor(seal, companyId, form, null);
      return withUploads(companyId, uploads, (staged) =>
        db.transaction(async (tx) => {
          await staged.record(tx);
          const values = {
            companyId,
            companyType: form.companyType,
            publicId: newPublicId(),
            ...columnsOfForm(form),
            emailPasswordSealed,
            ...staged.columns,
          };
          const [row] = await tx
            .insert(customers)
            .values(values)
            .returning({ id: customers.id, companyId: customers.companyId });
          await contacts.replaceFor(tx, ownerOf(row!), form.contectPersons);
          return get(companyId, row!.id, tx);
        }),
      );
    },

    /**
     * The record keeps its type; a new upload replaces the stored file, `removeLogo` drops the
     * logo, and the files no longer pointed at are removed once the change is committed.
     */
    async update(
      scope: Scope,
      form: CustomerForm & { id: number },
      uploads: CustomerUploads = {},
      removeLogo = false,
      guard = anyType,
    ): Promise<Customer> {
      const before = await find(db, scope, form.id);
      guard(before.companyType as CompanyType);
      const { customer, cleanUps } = await withUploads(before.companyId, uploads, (staged) =>
        db.transaction(async (tx) => {
          const current = await find(tx, scope, form.id);
          await staged.record(tx);
          const emailPasswordSealed = sealedPasswordFor(
            seal,
            current.companyId,
            form,
            current.emailPasswordSealed,
          );
          const changes = {
            ...columnsOfForm(form),
            emailPasswordSealed,
            ...(removeLogo ? { logoFileId: null } : {}),
            ...staged.columns,
            lastModifiedDate: new Date(),
          };
          await tx.update(customers).set(changes).where(eq(customers.id, current.id));
          await contacts.replaceFor(tx, ownerOf(current), form.contectPersons);
          const replaced = (['logoFileId', 'productContentFileId', 'brochureFileId'] as const)
            .filter(
              (column) =>
                current[column] !== null &&
                column in changes &&
                changes[column as keyof typeof changes] !== current[column],
            )
            .map((column) => current[column]!);
          const cleanUps = await Promise.all(replaced.map((fileId) => files.forget(tx, fileId)));
          return { customer: await get(scope, current.id, tx), cleanUps };
        }),
      );
      for (const cleanUp of cleanUps) await cleanUp();
      return customer;
    },

    /** Refused while products or plants point at the customer (their keys restrict the delete). */
    async remove(scope: Scope, id: number, guard = anyType): Promise<void> {
      const cleanUps = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .delete(customers)
            .where(inScope(scope, eq(customers.id, id)))
            .returning();
          if (!row) throw notFound('Customer');
          guard(row.companyType as CompanyType);
          await contacts.removeFor(tx, ownerOf(row));
          const fileIds = [row.logoFileId, row.productContentFileId, row.brochureFileId].filter(
            (fileId): fileId is string => fileId !== null,
          );
          return Promise.all(fileIds.map((fileId) => files.forget(tx, fileId)));
        })
        .catch((error: unknown) => {
          if (isReferenceViolation(error))
            throw conflict('This customer still has products or plants; remove them first');
          throw error;
        });
      for (const cleanUp of cleanUps) await cleanUp();
    },

    /** What the public video page shows (video-page.ts): the name and the enabled links only. */
    videoPage: (pageId: string) => publishedCustomer(db, pageId),
  };
}
export type CustomersService = ReturnType<typeof customersService>;
