/** Screen rules of the customer or business-partner form (spec 000 section 2.8). */

/** The Email Config Settings tab shows only while the microsite switch is on. */
export const customerFormTabs = (
  micrositeEnable: boolean,
): ('details' | 'contactPerson' | 'emailConfig')[] =>
  micrositeEnable ? ['details', 'contactPerson', 'emailConfig'] : ['details', 'contactPerson'];

/**
 * The edit screen offers a downloadable QR code (to the customer's video page) when a social
 * or website link is enabled.
 */
export const customerShowsLinkQr = (customer: {
  websiteLinkEnable?: boolean | null;
  linkedinLinkEnable?: boolean | null;
  instargramLinkEnable?: boolean | null;
  youtubeLinkEnable?: boolean | null;
}): boolean =>
  Boolean(
    customer.websiteLinkEnable ||
    customer.linkedinLinkEnable ||
    customer.instargramLinkEnable ||
    customer.youtubeLinkEnable,
  );

/**
 * The path of a customer's public video page, under the platform's public address: the QR
 * code printed from the edit screen holds it, so it must never change. Its id is the
 * customer's random public id, not the numeric one: sequential ids would let anyone walk
 * every company's customers (decision 0332; the numeric form is only kept for older customers).
 */
export const customerVideoPath = (publicId: string): string =>
  `/c/${encodeURIComponent(publicId)}/video`;
