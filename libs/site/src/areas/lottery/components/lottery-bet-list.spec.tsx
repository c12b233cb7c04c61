import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, lotteryBets } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyLotteryPage } from '../lazy-screens';

beforeAll(() => LazyLotteryPage.preload());

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const visit = (language: string, platform = createPlatformFake()) =>
  renderSite('/vnLottery?gameCode=VN_HANOI', { language, token: 'member-token', platform });

/** The bets section's rows once the bets are in (skeleton rows come first). */
async function betRows(name: string, loaded: string) {
  const section = await screen.findByRole('region', { name });
  await within(section).findByText(loaded);
  return within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

describe('the lottery bets on a lottery page', () => {
  it('lists each bet with its draw, bet, stake and result, newest first', async () => {
    visit('en');
    const text = await betRows('My lottery bets', 'Waiting for the draw');
    expect(text[0]).toContain('20261122-0002');
    expect(text[0]).toContain('Number 4,321 · pays 97,000.00×');
    expect(text[0]).toContain('Waiting for the draw');
    expect(text[1]).toContain('Big · pays 1.94×');
    expect(text[1]).toMatch(/Won .*19\.40/);
    expect(text[1]).toContain('12 34 56 78 90');
  });

  it('shows money and numbers in Bengali on the Bengali site', async () => {
    visit('bn');
    const won = (await betRows('আমার লটারি বাজি', 'ড্রয়ের অপেক্ষায়'))[1] ?? '';
    expect(won).toContain('বড়');
    expect(won).toContain('১৯.৪০');
    expect(won).toContain('১২ ৩৪ ৫৬ ৭৮ ৯০');
    expect(won).not.toMatch(/[0-9]{2} [0-9]{2}/);
  });

  it('says when there are no bets yet', async () => {
    visit('en', createPlatformFake({ answers: { 'lottery.bets': [] } }));
    const section = await screen.findByRole('region', { name: 'My lottery bets' });
    expect(await within(section).findByText('No lottery bets yet')).toBeTruthy();
  });

  it('offers a retry when the bets cannot be loaded', async () => {
    const platform = createPlatformFake();
    platform.fail('lottery.bets', 'INTERNAL', 500);
    visit('en', platform);
    const section = await screen.findByRole('region', { name: 'My lottery bets' });
    expect(await within(section).findByText('Your bets could not be loaded.')).toBeTruthy();
    platform.answer('lottery.bets', lotteryBets);
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Waiting for the draw')).toBeTruthy();
  });
});
