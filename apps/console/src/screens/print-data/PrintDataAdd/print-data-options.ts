import { codeSpaceCalls, customerCalls, plantCalls, productCalls, vendorCalls } from '@veritag/api';
import {
  pageSizes,
  type CodeSpaceRoom,
  type CustomerOption,
  type ProductOption,
} from '@veritag/domain';
import type { Choice } from '#app/forms/PlantFormChoice';
import { api } from '#app/session/api-client';

/**
 * The generator's option lookups (spec 001 section 7). Each answers the choices a dropdown
 * shows; the records themselves stay with the caller where the form needs more of them (a
 * client's micrositeEnable, a product's label size). Lookup failures are silent (section 8).
 */
export const loadClients = (): Promise<CustomerOption[]> =>
  api.call(customerCalls.byType, { query: { type: 'Customer' } });

export const loadPlants = (customerId: number): Promise<Choice[]> =>
  api.call(plantCalls.ofCustomer, { params: { customerId } });

export const loadProducts = (plantId: number): Promise<ProductOption[]> =>
  api.call(productCalls.ofPlant, { params: { plantId } });

/** The company's vendors, every one: `vendors/company` pages, so one page as large as a dropdown loads. */
export const loadVendors = (): Promise<Choice[]> =>
  api
    .call(vendorCalls.list, { query: { page: 0, size: pageSizes.dropdown, sort: 'name,asc' } })
    .then((page) => page.content.map((vendor) => ({ id: vendor.id, name: vendor.name })));

/**
 * The room each code type and length has left on the platform (decision 0361), for Digit's note.
 */
export const loadCodeRooms = (): Promise<CodeSpaceRoom[]> =>
  api.call(codeSpaceCalls.rooms, {}).then((reply) => reply.rooms);
