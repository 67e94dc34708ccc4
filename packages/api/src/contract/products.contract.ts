import * as v from 'valibot';
import {
  companyTypes,
  dataPageSchema,
  IdParamsSchema,
  IdSchema,
  pageSchema,
  ProductFormSchema,
  productImageFields,
  ProductOptionSchema,
  ProductSchema,
} from '@veritag/domain';
import { defineCall, type MultipartSpec } from './define-call';
import { pageQuery, withId } from './shared-schemas';

/** The list's columns (spec 002 section 2), also its sort fields. */
const sortable = ['productCode', 'productName', 'labelSpecification', 'labelSize', 'customer.companyName'] as const;

/**
 * Spec 002 section 7: every image travels as a part named `file`, and the part's file name
 * says which image it is (productImage.png, labelImageUrl.jpg, ...). The contract declares
 * that one part name, repeated once per image field; the server reads the meaning from the
 * file name's stem, one of productImageFields, and refuses any other stem.
 */
const images = {
  file: { rule: 'productImage', required: false, maxCount: productImageFields.length },
} as const satisfies MultipartSpec['files'];
const imageParts =
  `images are up to ${productImageFields.length} parts all named file, ` +
  `told apart by the file name's stem (${productImageFields.join(', ')})`;

export const productCalls = {
  /** Paged with page/size/sort; without them, the products of the caller's company (first page). */
  list: defineCall({
    method: 'GET',
    path: '/products/company',
    summary: "A page of the caller's company's products (data, totalElements).",
    query: pageQuery(...sortable),
    reply: dataPageSchema(ProductSchema),
  }),
  options: defineCall({
    method: 'GET',
    path: '/products',
    summary: 'Products for dropdowns (page=0, size=10000, type=Customer).',
    query: v.object({ ...pageQuery(...sortable).entries, type: v.optional(v.picklist(companyTypes)) }),
    reply: pageSchema(ProductSchema),
    ours: 'reply not shown: a page (content, totalElements) as the other lists',
  }),
  get: defineCall({
    method: 'GET',
    path: '/products/:id',
    summary: 'One product with its customer.',
    params: IdParamsSchema,
    reply: ProductSchema,
  }),
  ofCustomer: defineCall({
    method: 'GET',
    path: '/products/:customerId/customer',
    summary: "A customer's products as options.",
    params: v.object({ customerId: IdSchema }),
    reply: v.array(ProductOptionSchema),
    ours: 'reply not shown: options of id, productCode, productName and labelSize',
  }),
  ofPlant: defineCall({
    method: 'GET',
    path: '/products/:plantId/plant',
    summary: "A plant's products as options (with the label size the print data form shows).",
    params: v.object({ plantId: IdSchema }),
    reply: v.array(ProductOptionSchema),
    ours: 'reply not shown: options of id, productCode, productName and labelSize',
  }),
  create: defineCall({
    method: 'POST',
    path: '/products',
    summary: 'Add a product (multipart: fields, customer.id from an admin, image parts named file).',
    multipart: { fields: ProductFormSchema, files: images },
    reply: ProductSchema,
    ours: imageParts,
  }),
  update: defineCall({
    method: 'POST',
    path: '/products/update',
    summary: 'Edit a product (multipart, as create with id; user.id is sent and ignored: the caller is known).',
    multipart: { fields: withId(ProductFormSchema), files: images },
    reply: ProductSchema,
    ours: imageParts,
  }),
  remove: defineCall({ method: 'DELETE', path: '/products/:id', summary: 'Delete a product.', params: IdParamsSchema, reply: 'empty' }),
} as const;
