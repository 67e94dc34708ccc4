import { sql } from 'drizzle-orm';
import type { HeldPrivilege } from '@veritag/domain';
import { contract } from '@veritag/api';
import { call, unchecked } from '../../../test-support/api-calls';
import { tokenFor } from '../../../test-support/sessions';
import { rowsOf } from '../../../test-support/scans';
import { demoPassword, type TestApp } from '../../../test-support/test-app';

export interface LinkDemo {
  companyId: number;
  customer: { id: number; name: string };
  otherCustomerId: number;
  /** The print run's plant, the product it printed, and another product that plant makes. */
  plantId: number;
  runProduct: { id: number; name: string };
  linkProduct: { id: number; name: string; code: string };
  /** A product of the customer the plant does not make, if the demo has one. */
  notAtPlant: { id: number; code: string } | undefined;
  codes: string[];
}

/** What the Link QrCode tests share: the demo company's print run, its plant's products, callers and the upload. */
export function linkQrKit(t: () => TestApp) {
  let users = 0;
  const rows = <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(t(), query);

  const kit = {
    rows,
    async demo(): Promise<LinkDemo> {
      const [run] = await rows<{
        id: number;
        company_id: number;
        customer_id: number;
        plant_id: number;
        product_id: number;
      }>(
        sql`select id, company_id, customer_id, plant_id, product_id from print_data where gen_status = 'COMPLETED' order by id limit 1`,
      );
      const codes = await rows<{ code: string }>(
        sql`select code from codes where batch_kind = 'printData' and batch_id = ${run!.id} order by seq`,
      );
      const [customer] = await rows<{ id: number; name: string }>(
        sql`select id, company_name as name from customers where id = ${run!.customer_id}`,
      );
      const [other] = await rows<{ id: number }>(
        sql`select id from customers where company_id = ${run!.company_id} and id <> ${run!.customer_id} order by id limit 1`,
      );
      const products = await rows<{ id: number; name: string; code: string }>(
        sql`select id, product_name as name, product_code as code from products where customer_id = ${run!.customer_id} order by id`,
      );
      const atPlant = await rows<{ product_id: number }>(
        sql`select product_id from plant_products where plant_id = ${run!.plant_id}`,
      );
      const [plant] = await rows<{ allow_all_product: boolean }>(
        sql`select allow_all_product from plants where id = ${run!.plant_id}`,
      );
      const made = (id: number) =>
        plant!.allow_all_product || atPlant.some((row) => row.product_id === id);
      const runProduct = products.find((product) => product.id === run!.product_id)!;
      return {
        companyId: run!.company_id,
        customer: customer!,
        otherCustomerId: other!.id,
        plantId: run!.plant_id,
        runProduct,
        linkProduct: products.find(
          (product) => product.id !== run!.product_id && made(product.id),
        )!,
        notAtPlant: products.find((product) => !made(product.id)),
        codes: codes.map((row) => row.code),
      };
    },
    /** A user of the company holding Master at level 1 (or nothing), limited to `customerIds` if given: their token. */
    async user(companyId: number, master: boolean, customerIds?: number[]): Promise<string> {
      users += 1;
      const login = `link-user-${users}`;
      const privileges = (
        master
          ? [{ parent: null, name: 'Master', priority: 1 }]
          : [{ parent: null, name: 'Printing', priority: 1 }]
      ) as HeldPrivilege[];
      const userId = await t().services.accounts.create({
        login,
        password: demoPassword,
        role: 'ROLE_USER',
        companyId,
        privileges,
        firstName: 'L',
        lastName: 'Q',
        email: `${login}@example.com`,
        mobileNo: '9000000057',
      });
      if (customerIds) await t().services.accounts.setCustomers(userId, customerIds);
      return tokenFor(t(), login);
    },
    /**
     * Uploads a file to link, with the form's fields by the names the console sends
     * (`customer.id`, `plant`, `product.id`), any of them left out or wrong on purpose.
     */
    async link(
      token: string,
      fields: Record<string, string | number>,
      file: string | Buffer,
      name = 'codes.csv',
      type = 'text/csv',
    ) {
      const bytes = Buffer.isBuffer(file) ? file : Buffer.from(file);
      const reply = await call(
        t(),
        contract.linkQr.link,
        { body: unchecked(fields), files: { files: { bytes, name, type } } },
        token,
      );
      return reply.raw;
    },
    /** The product each code is linked to (absent: not linked). */
    async linksOf(
      codes: string[],
    ): Promise<Map<string, { productId: number; relinkedFrom: number | null; linkedBy: string }>> {
      const found = await rows<{
        code: string;
        product_id: number;
        relinked_from: number | null;
        linked_by: string;
      }>(
        sql`select c.code, l.product_id, l.relinked_from, l.linked_by from code_product_links l join codes c on c.id = l.code_id
            where c.code = any(string_to_array(${codes.join(',')}, ','))`,
      );
      return new Map(
        found.map((row) => [
          row.code,
          { productId: row.product_id, relinkedFrom: row.relinked_from, linkedBy: row.linked_by },
        ]),
      );
    },
  };
  return kit;
}
