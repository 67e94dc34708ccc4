import { describe, expect, it } from 'vitest';
import {
  renderInvoicePage,
  renderLoyaltyPage,
  renderOtpPage,
  renderRegisterPage,
  renderReportPage,
  renderReportThanksPage,
} from '../../render/render-pages';
import { readPage } from '../../test-support/read-html';
import { fullCustomer, fullProduct } from '../../test-support/scan-fixtures';

const options = { assetBase: '/scan-assets', action: '/v/CODE/step' };
const context = { code: 'CODE', customer: fullCustomer };

/** A field as a person finds it: by its label; with the message read out with it. */
function field(screen: ReturnType<typeof readPage>['screen'], name: string) {
  const input = screen.getByRole('textbox', { name }) as HTMLInputElement;
  const described = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => input.ownerDocument.getElementById(id)?.textContent)
    .filter(Boolean);
  return {
    value: input.value,
    invalid: input.getAttribute('aria-invalid') === 'true',
    message: described.join(' '),
  };
}

describe('a refused form comes back', () => {
  it("with the server's title on top, each field's message beside it, and what was typed", () => {
    const { screen } = readPage(
      renderReportPage(
        {
          ...context,
          values: { name: 'Ada', email: 'ada@', mobile: '12' },
          problem: {
            title: 'Invalid email: Enter a valid email',
            errors: [
              { field: 'email', detail: 'Enter a valid email' },
              { field: 'body.mobile', detail: 'Min Length 10' },
            ],
          },
        },
        options,
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('Invalid email: Enter a valid email');
    expect(field(screen, 'Name')).toEqual({ value: 'Ada', invalid: false, message: '' });
    expect(field(screen, 'Email')).toEqual({
      value: 'ada@',
      invalid: true,
      message: 'Enter a valid email',
    });
    expect(field(screen, 'Mobile')).toEqual({
      value: '12',
      invalid: true,
      message: 'Min Length 10',
    });
    expect(
      screen.getByRole('button', { name: 'Send report' }).closest('form')!.getAttribute('action'),
    ).toBe(options.action);
  });

  it("as registration (name, mobile, email) under the product's registration image", () => {
    const { screen, body } = readPage(
      renderRegisterPage(
        {
          ...context,
          product: fullProduct,
          problem: {
            title: 'Invalid name',
            errors: [{ field: 'name', detail: 'This field is required' }],
          },
        },
        options,
      ),
    );
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).name)).toEqual(
      ['name', 'mobile', 'email'],
    );
    expect(field(screen, 'Name').message).toBe('This field is required');
    expect([...body.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toContain(
      fullProduct.images.onRegistration,
    );
  });

  it("as the one-time code, with the product's OTP image and where the code went", () => {
    const { screen, body } = readPage(
      renderOtpPage(
        {
          ...context,
          product: fullProduct,
          mobileEnding: '3210',
          problem: {
            title: 'Wrong code',
            errors: [{ field: 'code', detail: 'Enter the 6-digit code' }],
          },
        },
        options,
      ),
    );
    expect(body.textContent).toContain('We sent a 6-digit code to your mobile ending in 3210.');
    expect(field(screen, 'Code')).toMatchObject({
      invalid: true,
      message: 'Enter the 6-digit code',
    });
    expect(screen.getByRole('textbox', { name: 'Code' }).getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
    expect([...body.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toContain(
      fullProduct.images.onOtp,
    );
  });

  it('as the invoice upload: a multipart form with a file field and its message', () => {
    const { body } = readPage(
      renderInvoicePage(
        {
          ...context,
          product: fullProduct,
          problem: {
            title: 'Invalid invoice',
            errors: [{ field: 'invoice', detail: 'Must be an image or a PDF' }],
          },
        },
        options,
      ),
    );
    const form = body.querySelector('form')!;
    expect([form.getAttribute('enctype'), form.getAttribute('method')]).toEqual([
      'multipart/form-data',
      'post',
    ]);
    const file = body.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect([
      file.name,
      file.getAttribute('aria-invalid'),
      body.querySelector(`#${file.getAttribute('aria-describedby')}`)?.textContent,
    ]).toEqual(['invoice', 'true', 'Must be an image or a PDF']);
    expect(body.querySelector(`label[for="${file.id}"]`)?.textContent).toBe(
      'Invoice (a photo or a PDF)',
    );
  });
});

describe('the loyalty page', () => {
  it('says the balance, the history, and asks how many points to redeem', () => {
    const { screen, body } = readPage(
      renderLoyaltyPage(
        {
          ...context,
          balance: 30,
          notice: 'Your mobile is confirmed.',
          history: [{ at: '2025-05-02T10:00:00Z', points: 10, kind: 'earned' }],
        },
        options,
      ),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your points');
    expect(body.querySelector('[data-slot="balance"]')?.textContent).toBe('30 points');
    expect(body.textContent).toContain('Earned: 10 points');
    expect(screen.getByRole('status').textContent).toBe('Your mobile is confirmed.');
    expect((screen.getByRole('textbox', { name: 'Points' }) as HTMLInputElement).name).toBe(
      'points',
    );
  });

  it('asks nothing to redeem with no points', () => {
    const { screen } = readPage(renderLoyaltyPage({ ...context, balance: 0 }, options));
    expect(screen.queryByRole('button', { name: 'Ask to redeem' })).toBeNull();
  });
});

it('thanks the person after a report, naming the brand', () => {
  const { screen } = readPage(renderReportThanksPage(context, options));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you');
  expect(screen.getByRole('status').textContent).toContain('Your report was sent to Alpine Bee.');
});
