import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../content-security-policy';
import type { BrandFacts } from './brand-facts';
import { offlinePageHtml } from './offline-page';

const sahra: BrandFacts = {
  name: 'Sahra',
  defaultLanguage: 'ar',
  languages: ['ar', 'en'],
  defaultTheme: 'dark',
  colours: { bg: '#1b150e', surface: '#272016', brand: '#e59a3a', brandContrast: '#1b150e' },
};

describe('the offline page', () => {
  it('reads in the brand’s default language and direction, in its colours', () => {
    const html = offlinePageHtml(sahra);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1 id="title">أنت غير متصل بالإنترنت</h1>');
    expect(html).toContain('يحتاج Sahra إلى اتصال بالإنترنت');
    expect(html).toContain('background: #1b150e');
    expect(html).toContain('background: #e59a3a');
  });

  it('retries with a plain form and carries only the brand’s languages for the switch', () => {
    const html = offlinePageHtml(sahra);
    expect(html).toMatch(
      /<form method="get"><button id="retry" type="submit">حاول مرة أخرى<\/button>/,
    );
    expect(html).toContain('"en":{"title":"You are offline"');
    expect(html).not.toContain('Offline ka');
  });

  it('runs its script and style only under the response’s nonce', () => {
    const html = offlinePageHtml(sahra);
    expect(html.match(/<(script|style)[^>]*>/g)).toEqual([
      `<style nonce="${CSP_NONCE_PLACEHOLDER}">`,
      `<script nonce="${CSP_NONCE_PLACEHOLDER}">`,
    ]);
  });

  it('keeps a brand name from closing its script or markup', () => {
    const html = offlinePageHtml({ ...sahra, name: '</script><b>X' });
    expect(html).not.toContain('</script><b>');
  });
});
