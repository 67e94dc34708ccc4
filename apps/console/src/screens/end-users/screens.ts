import { guarded } from '#app/routing/screen-declaration';

export const endUserReport = guarded({
  path: '/report',
  title: 'Report',
  menu: { privilege: 'Template' },
  load: () => import('./EndUserReport/EndUserReport'),
});

export const rewardHistoryReport = guarded({
  path: '/enduser_reward_reports',
  title: 'EndUser Reward Report',
  menu: { privilege: 'Template' },
  load: () => import('./RewardHistoryReport/RewardHistoryReport'),
});
