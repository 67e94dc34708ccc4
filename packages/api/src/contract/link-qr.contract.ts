import * as v from 'valibot';
import { access, linkQrFormSchema, MessageReplySchema } from '@veritag/domain';
import { defineCall } from './define-call';

export const linkQrCalls = {
  link: defineCall({
    method: 'POST',
    path: '/link/productWithQr',
    // The menu shows Link QR under the Master module privilege (menu.constants.ts): the same rule here.
    access: access.company('Master', 1),
    summary:
      "Link the codes of an uploaded file to a plant's product (multipart: customer.id, plant, product.id, files).",
    // Only admins choose the customer; a limited user's is their own, so it may be absent.
    multipart: {
      fields: v.omit(linkQrFormSchema(false), ['file']),
      files: { files: { rule: 'linkQrFile', required: true } },
    },
    reply: MessageReplySchema,
    ours: 'the spec replies "a success text": { message }, shown as the toast text',
  }),
} as const;
