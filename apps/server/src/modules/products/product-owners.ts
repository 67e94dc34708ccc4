import { isEmptyValue, messages, visibleProductFields, type ProductSave } from '@veritag/domain';
import type { Db } from '../../db/database';
import { badRequest, fieldError, notFound } from '../../http/problem';
import { asRecordScope, type Scope } from '../../platform/access';
import { customerRefs, type CustomersService } from '../customers';
import { productRowOf, type ProductOwner, type ProductRow } from './product-rows';

/**
 * Who saves: admins choose the customer; a limited user's save carries none (spec 002 section
 * 6). `scope` limits the customer to the caller's company, and to their customers if they have some.
 */
export interface ProductSaver {
  scope: Scope;
  companyId: number | null;
  choosesCustomer: boolean;
}

/** Which customer a save goes to, and the row it writes for that customer. */
export function productOwners(customers: Pick<CustomersService, 'byType'>) {
  /**
   * The customer a save goes to, before its transaction. An admin's is the one sent. A
   * limited user sends none: an edit keeps the product's customer, and a new product goes to
   * the company's only customer (the only one of the user's customers, when they have some);
   * with several the server cannot guess.
   */
  const customerIdOf = async (
    saver: ProductSaver,
    form: ProductSave,
    stored?: ProductRow,
  ): Promise<number> => {
    if (saver.choosesCustomer) {
      if (form.customer === undefined)
        throw badRequest(`Invalid customer: ${messages.required}`, [
          fieldError('customer', messages.required),
        ]);
      return form.customer;
    }
    if (stored) return stored.customerId;
    if (saver.companyId === null) throw badRequest('Choose the customer of the product');
    const { customerIds } = asRecordScope(saver.scope);
    const options = await customers.byType({ companyId: saver.companyId, customerIds }, 'Customer');
    if (options.length === 1) return options[0]!.id;
    throw badRequest(
      options.length === 0
        ? 'Add a customer before adding products'
        : `${customerIds ? 'You work for' : 'Your company has'} ${options.length} customers: an administrator adds this product for the right one`,
    );
  };

  /**
   * The row of a save, inside its transaction: the customer is looked up in the caller's
   * scope (404 otherwise), and decides the registration text, which shows only for a
   * customer with advanceWorkflow (spec 002 section 4).
   */
  const rowOf = async (
    tx: Db,
    saver: ProductSaver,
    customerId: number,
    form: ProductSave,
    stored?: ProductRow,
  ) => {
    const customer = await customerRefs.find(tx, saver.scope, customerId);
    // A product stays in its company: its images and its users belong there.
    if (stored && customer.companyId !== stored.companyId) throw notFound('Customer');
    const registration = visibleProductFields(form, customer, false).fields.has(
      'customTextForRegistration',
    );
    if (registration && isEmptyValue(form.customTextForRegistration)) {
      throw badRequest(`Invalid customTextForRegistration: ${messages.required}`, [
        fieldError('customTextForRegistration', messages.required),
      ]);
    }
    const owner: ProductOwner = { companyId: customer.companyId, customerId: customer.id };
    return productRowOf(
      registration ? form : { ...form, customTextForRegistration: undefined },
      owner,
    );
  };

  return { customerIdOf, rowOf };
}
