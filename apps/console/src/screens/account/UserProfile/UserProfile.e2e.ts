import { e2eBaseUrl, fixturePath, serverLogFile } from '#e2e/e2e-server';
import { signInAt } from '#e2e/journey-server';
import { logIn, sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import { addUserByApi, latestPasswordLink, setFirstPasswordByApi } from '#e2e/users';

test('a user edits their own profile; the menu shows the new name and the dashboard opens', async ({
  page,
}) => {
  const login = `paul${Date.now() % 1_000_000}`;
  const email = `${login}@journey.example`;
  const admin = await signInAt({ baseUrl: e2eBaseUrl, logFile: serverLogFile }, 'admin');
  await addUserByApi(
    e2eBaseUrl,
    admin,
    { firstName: 'Paul', lastName: 'Profile', login, email, mobileNo: '9345678120' },
    'sunrise',
  );
  await setFirstPasswordByApi(e2eBaseUrl, await latestPasswordLink(email), 'Profile-pass1');
  await logIn(page, login, 'Profile-pass1');

  await sideMenu(page).getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(login);
  const first = page.getByRole('textbox', { name: 'First Name' });
  await expect(first).toHaveValue('Paul');
  await first.fill('');
  await page.getByRole('textbox', { name: 'Mobile No.' }).fill('12345678901234567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('Value must be less than 15')).toBeVisible();
  await first.fill('Pauline');
  await page.getByRole('textbox', { name: 'Mobile No.' }).fill('9345678121');
  await expect(page.getByRole('img', { name: 'Your current profile' })).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Profile Image' })
    .locator('input[type=file]')
    .setInputFiles(fixturePath('rosette.png'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(sideMenu(page).getByText('Pauline Profile')).toBeVisible();

  await sideMenu(page).getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Pauline');
  await expect(page.getByRole('img', { name: 'Your current profile' })).toBeVisible();
});
