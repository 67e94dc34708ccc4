import * as v from 'valibot';
import {
  CustomerFormSchema,
  ProductSaveSchema,
  type HeldPrivilege,
  type PrivilegeName,
} from '@veritag/domain';
import { tokenFor } from './sessions';
import { demoPassword, type TestApp } from './test-app';

/**
 * Customers and products for the tests of modules that point at them, made through the
 * customers' and products' own doors: those tests only need rows that exist, in a company,
 * for a customer.
 */
export async function insertCustomer(
  t: TestApp,
  companyId: number,
  companyName: string,
  more: {
    advanceWorkflow?: boolean;
    micrositeEnable?: boolean;
    companyType?: 'Customer' | 'Business Partner';
  } = {},
): Promise<{ id: number; companyName: string }> {
  const companyCode = companyName.replace(/\W+/g, '').slice(0, 10).toUpperCase();
  // A microsite needs its mail settings (spec 000 section 4): a plausible set.
  const emailConfig = more.micrositeEnable
    ? {
        emailServer: 'smtp.example.com',
        emailServerPort: 587,
        senderEmail: 'microsite@example.com',
        twoFAPasswordForEmail: 'app-password',
        helpDeskEmailsList: ['help@example.com'],
        subjectForCustomerEmail: 'Thank you',
        subjectForVendorEmail: 'A scan',
        emailMessageToCustomer: 'Thank you for checking your product.',
        emailMessageToVendor: 'A customer checked a product.',
      }
    : undefined;
  const form = v.parse(CustomerFormSchema, {
    companyName,
    companyCode,
    messageOnScan: 'Genuine product',
    ...more,
    ...(emailConfig ? { emailConfig } : {}),
  });
  const customer = await t.services.customers.create(companyId, form);
  return { id: customer.id, companyName: customer.companyName };
}

export async function insertProduct(
  t: TestApp,
  customer: { id: number; companyId: number },
  productCode: string,
): Promise<{ id: number; productCode: string }> {
  const { customer: _customer, ...form } = v.parse(ProductSaveSchema, {
    productCode,
    productName: `Product ${productCode}`,
    productSrNo: productCode,
    productDescription: `Description of ${productCode}`,
    labelSize: '50x25',
    labelSpecification: 'Gloss paper',
  });
  const [id] = await t.services.products.insertMany(
    t.database.db,
    { companyId: customer.companyId, customerId: customer.id },
    [form],
  );
  return { id: id!, productCode };
}

/** The demo company's id: the first company made. */
export async function demoCompanyId(t: TestApp): Promise<number> {
  const page = await t.services.companies.page({
    page: 0,
    size: 1,
    sort: { field: 'createdDate', direction: 'asc' },
    search: '',
    'contains.name': '',
  });
  return page.content[0]!.id;
}

let users = 0;
/** A ROLE_USER of the company holding exactly `privilege` at `level` (none at 0), logged in. */
export async function userHolding(
  t: TestApp,
  companyId: number,
  privilege: PrivilegeName,
  level: 0 | 1 | 2 | 3,
): Promise<string> {
  users += 1;
  const privileges =
    level > 0 ? ([{ parent: 'Master', name: privilege, priority: level }] as HeldPrivilege[]) : [];
  const login = `master-user-${users}`;
  await t.services.accounts.create({
    login,
    password: demoPassword,
    role: 'ROLE_USER',
    companyId,
    privileges,
    firstName: 'M',
    lastName: 'U',
    email: `${login}@example.com`,
    mobileNo: '9000000077',
  });
  return tokenFor(t, login);
}

/** The admin of a second company, logged in, and that company's id. */
export async function otherCompanyAdmin(
  t: TestApp,
  name: string,
): Promise<{ token: string; companyId: number }> {
  const company = await t.services.companies.create({ name });
  const login = `${name.replace(/\W+/g, '-').toLowerCase()}-admin`;
  await t.services.accounts.create({
    login,
    password: demoPassword,
    firstName: 'O',
    lastName: 'A',
    role: 'ROLE_ADMIN',
    companyId: company.id,
  });
  return { token: await tokenFor(t, login), companyId: company.id };
}
