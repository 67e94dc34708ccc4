import { access, IdParamsSchema } from '@veritag/domain';
import { defineCall } from './define-call';

/** Contact persons belong to customers, plants and vendors; one call deletes a saved one of any. */
export const contactPersonCalls = {
  remove: defineCall({
    method: 'DELETE',
    path: '/contect-people/:id',
    // The privilege is the owner's (Customer, Plant or Vendor at level 3): the server looks it up.
    access: access.companyMembers,
    summary:
      "Delete a saved contact person of a customer, plant or vendor at once (needs the owner's privilege at level 3).",
    params: IdParamsSchema,
    reply: 'empty',
  }),
} as const;
