import { describe, expect, it } from 'vitest';
import { customerFormTabs, customerShowsLinkQr, customerVideoPath } from './customer.rules';

describe('customer form screen rules (spec 000 section 2.8)', () => {
  it('shows the Email Config Settings tab only with the microsite on', () => {
    expect(customerFormTabs(true)).toEqual(['details', 'contactPerson', 'emailConfig']);
    expect(customerFormTabs(false)).toEqual(['details', 'contactPerson']);
  });
  it.each([
    [{}, false],
    [{ websiteLinkEnable: true }, true],
    [{ linkedinLinkEnable: true }, true],
    [{ instargramLinkEnable: true }, true],
    [{ youtubeLinkEnable: true }, true],
    [{ websiteLinkEnable: false, youtubeLinkEnable: null }, false],
  ])('%j offers the link QR: %s', (customer, shown) => {
    expect(customerShowsLinkQr(customer)).toBe(shown);
  });
  it("builds the video page's path from the public id", () => {
    expect(customerVideoPath('q3Zx-_09AbCdEfGhIjKlMn')).toBe('/c/q3Zx-_09AbCdEfGhIjKlMn/video');
  });
});
