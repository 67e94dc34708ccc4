import { expect, test } from '../stored-sessions';
import { layoutProblems } from '../phone-layout';

test.use({ signedInAs: 'admin' });

/**
 * The screens that read scans, end users and rewards, on a phone (390 x 844): each
 * opens with its heading and fits the width (a wide table scrolls inside its own frame).
 */
const screens = [
  ['dashboard', 'Dashboard'],
  ['invalid_scan_list', 'Invalid Scan'],
  ['download/invalid-scan-report', 'Invalid Scan Report'],
  ['report', 'Report'],
  ['enduser_reward_reports', 'EndUser Reward Report'],
] as const;

test('at 390 x 844 the scan lists, reports and the dashboard fit the width of the phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const problems: string[] = [];
  for (const [route, heading] of screens) {
    await page.goto(`/#/${route}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    problems.push(...(await layoutProblems(page, route.replace('/', '-'))));
  }
  expect(problems).toEqual([]);
});
