import type { TestApp } from './test-app';
import { bearer } from './sessions';
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

/** A product form as the console sends it: fields, and every image as a part named `file`. */
export function productForm(
  fields: Record<string, string | number | boolean>,
  images: ImagePart[] = [],
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  for (const image of images) {
    body.append(
      'file',
      new Blob([new Uint8Array(image.bytes ?? smallPng())], { type: image.type ?? 'image/png' }),
      image.name,
    );
  }
  return body;
}

/** Calls of the product API for one test app. */
export function productApi(t: TestApp, defaultToken: () => string) {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: FormData,
    token = defaultToken(),
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      ...(payload ? { payload } : {}),
      headers: bearer(token),
    });
  return {
    call,
    create: (
      fields: Record<string, string | number | boolean>,
      images: ImagePart[] = [],
      token?: string,
    ) => call('POST', '/products', productForm(fields, images), token),
    update: (
      fields: Record<string, string | number | boolean>,
      images: ImagePart[] = [],
      token?: string,
    ) => call('POST', '/products/update', productForm(fields, images), token),
    codes: async (query = '', token?: string) =>
      (
        (await call('GET', `/products/company${query}`, undefined, token)).json().data as {
          productCode: string;
        }[]
      ).map((p) => p.productCode),
    count: async () =>
      (await call('GET', '/products/company?size=1')).json().totalElements as number,
  };
}
