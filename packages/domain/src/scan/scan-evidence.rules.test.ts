import { describe, expect, it } from 'vitest';
import { scanEvidence, type SessionStart } from './scan-evidence.rules';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));
const start = (device: string, network: string | null, minute = 0): SessionStart => ({
  device,
  network,
  at: at(minute),
});

describe("the evidence of a code's scan sessions", () => {
  it('counts one client that keeps minting devices on its network as one person', () => {
    const evidence = scanEvidence(
      ['d1', 'd2', 'd3', 'd4'].map((device, i) => start(device, 'net-a', i)),
    )!;
    expect(evidence).toMatchObject({ sessions: 4, people: 1, networks: 1 });
  });

  it('counts one phone that moved between networks as one person', () => {
    expect(
      scanEvidence([
        start('phone', 'home'),
        start('phone', 'mobile', 5),
        start('phone', 'office', 9),
      ]),
    ).toMatchObject({ people: 1, networks: 3 });
  });

  it('counts different devices on different networks as different people', () => {
    const evidence = scanEvidence([
      start('a', 'net-1', 1),
      start('b', 'net-2', 2),
      start('c', 'net-3', 3),
    ])!;
    expect(evidence).toMatchObject({
      sessions: 3,
      people: 3,
      networks: 3,
      firstAt: at(1),
      lastAt: at(3),
    });
  });

  it('joins groups that a later session links', () => {
    // a@1 and b@2 look like two people until device a shows up on network 2.
    expect(
      scanEvidence([start('a', 'net-1'), start('b', 'net-2'), start('a', 'net-2')])!.people,
    ).toBe(1);
  });

  it('links sessions without a network by their device only', () => {
    expect(scanEvidence([start('a', null), start('b', null), start('a', null)])!.people).toBe(2);
    expect(scanEvidence([])).toBeUndefined();
  });
});
