import { expect as baseExpect, test } from '@playwright/test';
import { atEachWidth, expectNoSeriousA11yViolations, submitLogin, unique } from './helpers.js';

// The review's feedback across two browsers: the demo Partner boosts Astral (the form says what
// is wrong with a link first), an Admin rejects the video with a reason, and the Partner reads
// that reason in the System chat and on the Games page. The video stays decided, so the games
// test's close of the month is not held up.

const expect = baseExpect.configure({ timeout: 15_000 });
const utcToday = () => new Date().toISOString().slice(0, 10);

test('an Admin rejects a promotion video with a reason, and the Partner reads it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const partnerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  const admin = await adminContext.newPage();
  await submitLogin(partner, 'partner');
  await expect(partner).toHaveURL(/\/dashboard\/home/, { timeout: 30_000 });

  const id = `fb${unique()}xyz`.slice(0, 11).padEnd(11, 'q');
  await partner.goto('/dashboard/games');
  await expect(partner.getByText(/Your Standard plan: 1%–20% of a game’s pool/)).toBeVisible();
  await partner.getByRole('button', { name: 'Boost Astral' }).click();
  const boost = partner.getByRole('dialog', { name: 'Boost Astral' });
  // One character short: the form names the problem before anything is sent.
  await boost.getByLabel('Video link 1').fill(`https://youtu.be/${id.slice(0, 10)}`);
  await boost.getByLabel('Published on (video 1)').fill(utcToday());
  await boost.getByRole('button', { name: 'Send for review' }).click();
  await expect(boost.getByText(/A YouTube video id has 11 characters; .+ has 10\./)).toBeVisible();
  await boost.getByLabel('Video link 1').fill(`https://youtu.be/${id}`);
  await boost.getByRole('button', { name: 'Send for review' }).click();
  await expect(boost.getByText(/1 video sent for review/)).toBeVisible();
  await boost.getByRole('button', { name: 'Done' }).click();

  await submitLogin(admin, 'admin');
  await expect(admin).toHaveURL(/\/dashboard\/home/, { timeout: 30_000 });
  await admin.goto('/dashboard/manage/games');
  await expect(
    admin.getByText(/Sandbox: video titles, channels and views are made up/),
  ).toBeVisible();
  const astral = admin.getByRole('region', { name: 'Astral', exact: true });
  const title = `Sandbox video ${id}`;
  await expect(astral.getByRole('link', { name: title })).toBeVisible();
  await expect(
    astral.getByText(/Sandbox channel \(not YouTube\) · .+ views · published/),
  ).toBeVisible();

  await astral.getByRole('button', { name: `Reject “${title}” by Pat Partner` }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject this video?' });
  await reject.getByRole('button', { name: 'Reject video' }).click();
  await expect(
    reject.getByText('Say why the video is rejected; the partner reads it.'),
  ).toBeVisible();
  const reason = `Astral is never on screen (${unique()}).`;
  await reject.getByLabel('Reason for the partner').fill(reason);
  await expectNoSeriousA11yViolations(admin, 'reject dialog');
  await atEachWidth(admin, (shot) => shot('games-reject-dialog'));
  await reject.getByRole('button', { name: 'Reject video' }).click();
  await expect(reject).toBeHidden();
  await expect(astral.getByText(`Reason: ${reason}`)).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'ownership review with facts');
  await atEachWidth(admin, async (shot) => {
    await astral.getByText(`Reason: ${reason}`).scrollIntoViewIfNeeded();
    await shot('games-review-rejected');
  });

  // The Partner's System chat has the notice with the reason and the share it leaves them.
  await partner.goto('/dashboard/chat?user=system');
  const notice = partner.getByRole('log').getByText(`Reason: ${reason}`);
  await expect(notice).toBeVisible();
  await expect(partner.getByRole('log')).toContainText(/would start at [\d.]+% of the pool/);
  await atEachWidth(partner, (shot) => shot('games-reject-chat'));

  await partner.goto('/dashboard/games');
  const videos = partner.getByText(/Your promotion videos \(\d+, 1 rejected\)/);
  await videos.click();
  await expect(partner.getByText(`Reason: ${reason}`)).toBeVisible();
  await atEachWidth(partner, async (shot) => {
    await partner.getByText(`Reason: ${reason}`).scrollIntoViewIfNeeded();
    await shot('games-reject-partner');
  });

  await partnerContext.close();
  await adminContext.close();
});
