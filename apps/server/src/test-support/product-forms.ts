import { contract } from '@veritag/api';
import { call, unchecked } from './api-calls';
import type { TestApp } from './test-app';
import { smallPng } from './images';

/** The always-shown fields of a valid product, as the form sends them. */
export const productFields = {
  productName: 'Cough Syrup',
  productSrNo: 'SR-100',
  productCode: 'CS-100',
  productDescription: '100 ml bottle',
  labelSize: '50 x 25',
  labelSpecification: 'Gloss paper',
};

export interface ImagePart {
  /** The file name's stem says which image it is (spec 002 section 7). */
  name: string;
  bytes?: Buffer;
  type?: string;
}

/** Every image of a product form as a part named `file`, told apart by its file name. */
const imageParts = (images: ImagePart[]) => ({
  file: images.map((image) => ({
    bytes: image.bytes ?? smallPng(),
    name: image.name,
    type: image.type ?? 'image/png',
  })),
});

/**
 * The product form as the console posts it: flat fields (`customer.id`), every image a part.
 * The fields go as the form names them, so they are not the contract's nested shape.
 */
export type ProductFields = Record<string, string | number | boolean>;

/** The product form's calls for one test app. */
export function productApi(t: TestApp, defaultToken: () => string) {
  return {
    create: (fields: ProductFields, images: ImagePart[] = [], token = defaultToken()) =>
      call(
        t,
        contract.products.create,
        { body: unchecked(fields), files: imageParts(images) },
        token,
      ),
    update: (fields: ProductFields, images: ImagePart[] = [], token = defaultToken()) =>
      call(
        t,
        contract.products.update,
        { body: unchecked(fields), files: imageParts(images) },
        token,
      ),
    codes: async (query: object = {}, token = defaultToken()) =>
      (await call(t, contract.products.list, { query }, token)).body.data.map((p) => p.productCode),
    count: async () =>
      (await call(t, contract.products.list, { query: { size: 1 } }, defaultToken())).body
        .totalElements,
  };
}
