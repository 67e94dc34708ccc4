import { customerCalls, plantCalls, productCalls } from '@veritag/api';
import type { Choice } from '#app/forms/PlantFormChoice';
import { api } from '#app/session/api-client';

/**
 * The Link QrCode lookups (spec 002 section 7), each answering a dropdown's choices. An admin
 * chooses the customer and sees its plants; anyone else works for their own customers, so
 * their plants are those the server lets them see. Lookup failures are silent (section 8).
 */
export const loadCustomers = (): Promise<Choice[]> =>
  api
    .call(customerCalls.byType, { query: { type: 'Customer' } })
    .then((customers) =>
      customers.map((customer) => ({ id: customer.id, name: customer.companyName })),
    );

export const loadPlants = (customerId: number | undefined): Promise<Choice[]> =>
  customerId === undefined
    ? api.call(plantCalls.names, {})
    : api.call(plantCalls.ofCustomer, { params: { customerId } });

/** A product shows as its code and name: two products may share a name across sizes. */
export const loadProducts = (plantId: number): Promise<Choice[]> =>
  api.call(productCalls.ofPlant, { params: { plantId } }).then((products) =>
    products.map((product) => ({
      id: product.id,
      name: product.productName
        ? `${product.productCode} ${product.productName}`
        : product.productCode,
    })),
  );
