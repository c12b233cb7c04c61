import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@tessera/i18n/testing';
import { PlatformError } from '@tessera/sdk';
import { identityDocuments } from '@tessera/sdk/testing';
import type { ComponentProps } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { IdentityDocumentsView } from './identity-documents';

type Props = ComponentProps<typeof IdentityDocumentsView>;

function draw(props: Partial<Props> = {}, language = 'en') {
  const onUpload = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <IdentityDocumentsView
        state={{ status: 'ready', documents: identityDocuments }}
        money={(amount) => `৳${(amount / 100).toFixed(2)}`}
        onUpload={onUpload}
        sending={false}
        uploadError={null}
        uploaded={false}
        {...props}
      />
    </I18nextProvider>,
  );
  return { onUpload, card: screen.getByRole('region', { name: /./ }) };
}

const file = (name: string, type: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

describe('IdentityDocumentsView', () => {
  it('draws a skeleton while loading', () => {
    const { card } = draw({ state: { status: 'loading' } });
    expect(within(card).getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Upload document' })).toBeNull();
  });

  it('says a read failed and retries on demand', async () => {
    const onRetry = vi.fn();
    const { card } = draw({ state: { status: 'error', error: new Error('offline'), onRetry } });
    expect(within(card).getByText('We could not load your documents.')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks for a side only for two-sided kinds, and uploads the chosen file', async () => {
    const { card, onUpload } = draw();
    expect(within(card).getByLabelText('Side')).toBeTruthy();
    await userEvent.selectOptions(within(card).getByLabelText('Document type'), 'PROOF_OF_ADDRESS');
    expect(within(card).queryByLabelText('Side')).toBeNull();
    const bill = file('bill.pdf', 'application/pdf');
    await userEvent.upload(within(card).getByLabelText(/^File/), bill);
    await userEvent.click(within(card).getByRole('button', { name: 'Upload document' }));
    expect(onUpload).toHaveBeenCalledWith({ kind: 'PROOF_OF_ADDRESS', side: null, file: bill });
  });

  it('refuses a file of another type or over 5 MB before sending', async () => {
    const { card, onUpload } = draw();
    const input = within(card).getByLabelText(/^File/);
    const send = within(card).getByRole('button', { name: 'Upload document' });
    await userEvent.upload(input, file('scan.gif', 'image/gif'), { applyAccept: false });
    await userEvent.click(send);
    expect(within(card).getByRole('alert').textContent).toBe(
      'Please choose a PNG, JPG or PDF file.',
    );
    await userEvent.upload(input, file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    await userEvent.click(send);
    expect(within(card).getByRole('alert').textContent).toBe('The file must be 5 MB or smaller.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('shows the platform’s refusal in the reader’s language', () => {
    const refusal = new PlatformError('DOCUMENT_TOO_LARGE', 'too large', 413);
    const { card } = draw({ uploadError: refusal }, 'ar');
    expect(within(card).getByRole('alert').textContent).toBe(
      'يجب ألا يتجاوز حجم الملف 5 ميغابايت.',
    );
    expect(within(card).getByRole('heading', { name: 'وثائق الهوية' })).toBeTruthy();
  });

  it('says when the member is verified, and when nothing is uploaded yet', () => {
    const { card } = draw({
      state: { status: 'ready', documents: { list: [], verified: true, threshold: 1_000 } },
    });
    expect(within(card).getByText('Your identity is verified.')).toBeTruthy();
    expect(within(card).getByText('No documents uploaded yet.')).toBeTruthy();
  });
});
