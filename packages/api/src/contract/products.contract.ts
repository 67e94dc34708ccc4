import * as v from 'valibot';
import {
  access,
  companyTypes,
  dataPageSchema,
  FlagSchema,
  IdParamsSchema,
  IdSchema,
  pageSchema,
  productImageFields,
  ProductOptionSchema,
  ProductSaveSchema,
  ProductScanRulesFormSchema,
  ProductScanRulesSchema,
  ProductSchema,
} from '@veritag/domain';
import { defineCall, type MultipartSpec } from './define-call';
import { listQuery, pageQuery, withId } from './shared-schemas';

/** The list's columns (spec 002 section 2), also its sort fields and search columns. */
const sortable = [
  'productCode',
  'productName',
  'labelSpecification',
  'labelSize',
  'customer.companyName',
] as const;

/** Spec 002 section 6: the Product privilege, 1 view, 2 add and edit, 3 delete. */
const read = access.company('Product', 1);
const write = access.company('Product', 2);

/**
 * Removing a stored image on edit (spec 002 section 4): `remove.<image field>=true` drops
 * that image; a new file for the same image replaces it anyway.
 */
const removals = v.object({
  remove: v.optional(
    v.object(
      Object.fromEntries(
        productImageFields.map((field) => [field, v.optional(FlagSchema, false)]),
      ) as Record<(typeof productImageFields)[number], v.OptionalSchema<typeof FlagSchema, false>>,
    ),
  ),
});

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

/** Decision 0469: the brand's messages in other scan languages, an optional field of ours. */
const messagesByLanguage =
  'messagesByLanguage.<field>.<language> (authenticationMsg, customTextPostScan, customTextOnIdentification, customTextForRegistration, customTextOnLastPage, msgAfterScanExceded in en, es, fr, de, hi, ar; absent keeps the stored ones, blank is none) is ours';

export const productCalls = {
  /** Paged with page/size/sort; without them, the products of the caller's company (first page). */
  list: defineCall({
    method: 'GET',
    path: '/products/company',
    access: read,
    summary:
      "A page of the caller's company's products (data, totalElements), searched and sorted on the server.",
    query: listQuery(sortable),
    reply: dataPageSchema(ProductSchema),
  }),
  options: defineCall({
    method: 'GET',
    path: '/products',
    access: read,
    summary: 'Products for dropdowns (page=0, size=10000, type=Customer).',
    query: v.object({
      ...pageQuery(...sortable).entries,
      type: v.optional(v.picklist(companyTypes)),
    }),
    reply: pageSchema(ProductSchema),
    ours: 'reply not shown: a page (content, totalElements) as the other lists',
  }),
  get: defineCall({
    method: 'GET',
    path: '/products/:id',
    access: read,
    summary:
      'One product with its customer and its messages in other scan languages (messagesByLanguage, ours: decision 0469).',
    params: IdParamsSchema,
    reply: ProductSchema,
  }),
  ofCustomer: defineCall({
    method: 'GET',
    path: '/products/:customerId/customer',
    // A dropdown of other forms too (the F-Codes report's Product): whoever may choose a customer may choose its products.
    access: { ...access.customerChoice, privilege: { name: 'Product', level: 1 } },
    summary: "A customer's products as options.",
    params: v.object({ customerId: IdSchema }),
    reply: v.array(ProductOptionSchema),
    ours: 'reply not shown: options of id, productCode, productName and labelSize',
  }),
  ofPlant: defineCall({
    method: 'GET',
    path: '/products/:plantId/plant',
    // Served by the plants module; a dropdown of other screens (print data, link QR), as plants/name.
    access: access.companyMembers,
    summary: "A plant's products as options (with the label size the print data form shows).",
    params: v.object({ plantId: IdSchema }),
    reply: v.array(ProductOptionSchema),
    ours: 'reply not shown: options of id, productCode, productName and labelSize',
  }),
  create: defineCall({
    method: 'POST',
    path: '/products',
    access: write,
    summary:
      "Add a product (multipart: fields, customer.id from an admin, image parts named file). A limited user's product goes to the company's only customer.",
    multipart: { fields: ProductSaveSchema, files: images },
    reply: ProductSchema,
    ours: `${imageParts}; ${messagesByLanguage}`,
  }),
  update: defineCall({
    method: 'POST',
    path: '/products/update',
    access: write,
    summary:
      "Edit a product (multipart, as create with id; user.id is sent and ignored: the caller is known). remove.<image>=true drops a stored image; a limited user's edit keeps the product's customer.",
    multipart: { fields: v.intersect([withId(ProductSaveSchema), removals]), files: images },
    reply: ProductSchema,
    ours: `${imageParts}; remove.<image> is ours; ${messagesByLanguage}`,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/products/:id',
    access: access.company('Product', 3),
    summary:
      'Delete a product and its images; refused (409) while a plant, packaging or other record points at it.',
    params: IdParamsSchema,
    reply: 'empty',
  }),
  scanRules: defineCall({
    method: 'GET',
    path: '/products/:id/scan-rules',
    access: read,
    summary:
      "A product's scan rules: after how many scan sessions a code is flagged, and whether it is then blacklisted ('max scan count').",
    params: IdParamsSchema,
    reply: ProductScanRulesSchema,
    ours: 'not in the spec: the scan thresholds of decision 0256 (served by the scans module)',
  }),
  setScanRules: defineCall({
    method: 'PUT',
    path: '/products/:id/scan-rules',
    access: write,
    summary:
      "Set a product's scan rules; a field left out is off. Scans see the change at once on the process that saved it, within seconds on others.",
    params: IdParamsSchema,
    body: ProductScanRulesFormSchema,
    reply: ProductScanRulesSchema,
    ours: 'not in the spec: the scan thresholds of decision 0256 (served by the scans module)',
  }),
  importSample: defineCall({
    method: 'GET',
    path: '/product/sample-excel',
    access: access.company('Customer', 1),
    summary:
      "Download Sample Excel: the product upload's columns, in the order the import reads them, with one example row that imports as it is.",
    reply: 'file',
    ours: "spec 000 shows the Download Sample Excel button but no call; the sample is built from the import's own column list",
  }),
} as const;
