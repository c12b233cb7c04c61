import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake } from '@tessera/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

async function openFromMenu() {
  await userEvent.click(await screen.findByText('Account menu'));
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  return screen.findByRole('dialog', { name: 'Change password' });
}

describe('change password from the account menu', () => {
  it('asks for the current password and shows the platform refusal translated', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.fail('member.changePassword', 'OLD_PASSWORD_WRONG', 400, { once: true });
    renderSite('/', { language: 'en', platform });
    const dialog = await openFromMenu();
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'not-it');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'BrandNew456');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'BrandNew45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Incorrect confirmation.')).toBeTruthy();
    expect(platform.callsTo('member.changePassword')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The current password is not correct.',
    );
  });

  it('can be closed without changing anything, unlike the forced change', async () => {
    renderSite('/', { language: 'en', token: 'member-token' });
    await openFromMenu();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
