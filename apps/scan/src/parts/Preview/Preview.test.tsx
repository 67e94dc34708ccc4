import { describe, expect, it } from 'vitest';
import { renderScanPage } from '../../render/render-pages';
import { readPage } from '../../test-support/read-html';
import { genuineView, scanActions } from '../../test-support/scan-fixtures';

const preview = (lang: 'en' | 'de' = 'en') =>
  readPage(
    renderScanPage(genuineView, {
      assetBase: '/scan-assets',
      actions: { ...scanActions, register: '#preview' },
      lang,
      preview: true,
    }),
  );

describe('a scan page rendered as a console preview (decision 0473)', () => {
  it('says it is a preview on top, in the page language, and in its title', () => {
    const { screen, parsed } = preview('de');
    const banner = screen.getByRole('complementary', { name: 'Vorschau' });
    expect(banner.textContent).toContain('Hier wird nichts gespeichert oder gesendet.');
    expect(parsed.title).toMatch(/^Vorschau · /);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Echtes Produkt');
  });

  it('loads no script, lets no form post and opens links in a window the sandbox refuses', () => {
    const { parsed, screen } = preview();
    expect(parsed.querySelector('script')).toBeNull();
    expect(parsed.querySelector('base')?.getAttribute('target')).toBe('_blank');
    expect(
      parsed.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toBe("form-action 'none'");
    const form = parsed.querySelector('form')!;
    expect(form.hasAttribute('action')).toBe(false);
    expect(form.hasAttribute('method')).toBe(false);
    // A disabled fieldset disables every control in it (happy-dom does not compute that itself).
    const register = screen.getByRole('button', { name: 'Register' });
    expect(register.closest('fieldset')?.hasAttribute('disabled')).toBe(true);
  });

  it('is an ordinary page without the option', () => {
    const { parsed, screen } = readPage(
      renderScanPage(genuineView, { assetBase: '/scan-assets', actions: scanActions }),
    );
    expect(screen.queryByRole('complementary', { name: 'Preview' })).toBeNull();
    expect(parsed.querySelector('script')).not.toBeNull();
    expect(parsed.querySelector('form')?.getAttribute('action')).toBe(scanActions.register);
  });
});
