import { expect, test } from '@playwright/test';

// Without TEST_RELAXED_AUTH_LIMITS the eleventh wrong password from one address is a 429, and
// journeys signing in hundreds of times from 127.0.0.1 would meet it.
test('the test server answers a dozen wrong passwords from one address with 401 each, never 429', async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 12; attempt++) {
    statuses.push(
      (
        await request.post('/api/account/checklogin', {
          data: { username: 'user', password: `wrong-${attempt}` },
        })
      ).status(),
    );
  }
  expect(statuses).toEqual(Array(12).fill(401));
});
