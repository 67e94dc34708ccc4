import { plantCalls } from '@veritag/api';
import type { Plant } from '@veritag/domain';
import { paths } from '#app/app/paths';
import { openView } from '#app/kit/view/open-view';
import { api } from '#app/session/api-client';

/**
 * Spec 002 section 2: View opens the generic view page with the plant's properties, its
 * products (product code, labels per roll) and, fetched by the page, its contact persons.
 * The list's rows carry no products, so the plant is read first; that read fails silently
 * (spec 002 section 8) and the page then shows the row as listed.
 */
export async function viewPlant(row: Plant): Promise<void> {
  const plant = await api.call(plantCalls.get, { params: { id: row.id } }).catch(() => row);
  openView({
    record: {
      ...plant,
      plantProducts: (plant.plantProducts ?? []).map((item) => ({
        id: item.id,
        productCode: item.product.productCode,
        labelsPerRoll: item.noOfLabelPerRoll,
      })),
    },
    title: 'Plant Details',
    returnTo: paths.plantList,
    properties: [
      { label: 'Plant Code', name: 'plantCode' },
      { label: 'Name', name: 'name' },
      { label: 'Address', name: 'address' },
      { label: 'Customer', name: 'customer.companyName' },
      { label: 'All Product Add', name: 'allowAllProduct' },
    ],
    detail: { source: 'plant', id: row.id },
  });
}
