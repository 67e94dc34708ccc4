import type { MenuDefinition, MenuEntry, MenuLink } from '@veritag/domain';
import type { GuardedDeclaration, MenuPlacement } from '#app/routing/screen-declaration';
import { screens, type Route } from '#app/routing/screens';

/** A link to a screen: its title is the label (decision 0368: a menu name is its page's title). */
const link = (screen: GuardedDeclaration<Route>): MenuLink<Route> => ({
  label: screen.title,
  route: screen.path,
});

/** A screen's own menu entry, gated as the screen declares. */
const entry = ({
  menu,
  ...screen
}: GuardedDeclaration<Route> & { menu: MenuPlacement }): MenuEntry<Route> => ({
  ...link(screen),
  privilege: menu.privilege,
  level: menu.level ?? 1,
  ...(menu.onlyFor ? { onlyFor: menu.onlyFor } : {}),
});

/**
 * The side menu of spec 000 section 6: which screens, in which groups and order. The entries
 * are the screens' own (title, path, privilege); domain's `menuFor` decides who sees what.
 * Ours besides the spec's: Guilloche Images, Printing Jobs, Blacklisted Codes, Geo-Diversions
 * and Audit Trail (decisions 0072, 0202, 0274, 0331 and 0121), and the Integrations group of API Keys and
 * Webhooks (decision 0455).
 */
export const consoleMenu: MenuDefinition<Route> = {
  superAdmin: [
    { label: 'Company Master', entries: [link(screens.companyList)] },
    link(screens.templateRequestList),
    link(screens.userList),
    link(screens.auditTrail),
  ],
  userManagement: link(screens.userList),
  auditTrail: link(screens.auditTrail),
  groups: [
    {
      label: 'Master',
      entries: [
        entry(screens.customerList),
        entry(screens.productList),
        entry(screens.plantList),
        entry(screens.vendorList),
        entry(screens.packagingList),
        entry(screens.guillocheList),
        entry(screens.linkQr),
      ],
    },
    {
      label: 'Printing',
      entries: [
        entry(screens.printDataList),
        entry(screens.labelProductionList),
        entry(screens.rollFileList),
        entry(screens.printingJobList),
        entry(screens.codeBlacklist),
      ],
    },
    {
      label: 'Template',
      entries: [
        entry(screens.templateAdd),
        entry(screens.templateList),
        entry(screens.tokenList),
        entry(screens.invalidScanList),
        entry(screens.endUserReport),
        entry(screens.fCodesReport),
        entry(screens.rewardHistoryReport),
      ],
    },
    {
      label: 'Token Data',
      entries: [
        entry(screens.masterProductList),
        entry(screens.tokenDataList),
        entry(screens.tokenDataReport),
      ],
    },
    {
      label: 'Track and Trace',
      entries: [
        entry(screens.inventoryList),
        entry(screens.consignmentList),
        entry(screens.consignmentFcodeList),
        entry(screens.inventoryReport),
        entry(screens.qrSearchList),
        entry(screens.geoDiversionList),
        entry(screens.businessPartnerList),
      ],
    },
    {
      label: 'Integrations',
      entries: [entry(screens.apiKeyList), entry(screens.webhookList)],
    },
  ],
  smartBin: entry(screens.smartBin),
};
