import { contract } from '@veritag/api';
import { scanRefusalText } from '@veritag/domain';
import { compressReplies } from '../../http/compression';
import { defineModule, type ModuleContext } from '../../platform/server-module';
import { customersModule } from '../customers';
import { filesModule } from '../files';
import { reportFilesModule } from '../report-files';
import { publicLimitsModule } from '../public-limits';
import { scansModule, type ScanPages } from '../scans';
import { endUserFigures } from './end-user-figures';
import { endUserReports } from './end-user-reports';
import { endUserReportsRoutes } from './end-user-reports.routes';
import { endUsersRoutes } from './end-users.routes';
import { endUsersService, invoiceFiles } from './end-users.service';
import { endUserRegistrations, endUsers, loyaltyEntries, redemptions } from './end-users.table';
import { micrositeMailJob } from './microsite-mail';

/**
 * End users (decision 0264): the people who register a product they scanned, confirm their mobile,
 * upload its invoice, earn its loyalty points and ask to redeem them. The end user report and
 * the reward report read its tables; the dashboards' counts are its `figures`.
 */
/** What app.ts hands the end users module: the scan app's pages, which its microsite pages render with. */
export interface EndUsersModuleOptions {
  pages?: ScanPages;
}

export const endUsersModule = defineModule({
  name: 'endUsers',
  tables: { endUsers, endUserRegistrations, loyaltyEntries, redemptions },
  setup: ({
    database,
    db,
    use,
    sms,
    jobs,
    clock,
    settings,
  }: ModuleContext<EndUsersModuleOptions>) => {
    const customers = use(customersModule);
    const limits = use(publicLimitsModule);
    const micrositeMail = micrositeMailJob({ db, settingsOf: customers.micrositeMailSettings });
    return {
      micrositeMail,
      reports: endUserReports({ database, reportFiles: use(reportFilesModule), clock }),
      /** The main dashboard's counts of end users and their points (end-user-figures.ts). */
      figures: endUserFigures(db),
      ...endUsersService({
        db,
        scans: use(scansModule),
        files: use(filesModule),
        sms,
        jobs,
        mailSettingsOf: customers.micrositeMailSettings,
        micrositeMail,
        budgets: {
          // Worded from the domain's scan refusals, so the pages say them in their language (decision 0472).
          sms: limits.budget('sms', (dimension) =>
            scanRefusalText(
              dimension === 'company' || dimension === 'total' ? 'smsBusy' : 'noMoreCodes',
            ),
          ),
          otpTries: limits.budget('otpTries', () => scanRefusalText('tooManyCodesTried')),
          mail: limits.budget('mail', () => scanRefusalText('tooManyMails')),
        },
        secret: settings.secret,
        clock,
      }),
    };
  },
  routes: (api, bind, service, { use, options }) => {
    // An invoice is read by whoever may read the end user report (spec 002 '/report').
    use(filesModule).registerOwner(invoiceFiles, { access: contract.endUsers.list.access });
    endUserReportsRoutes(api, bind, service.reports);
    const pages = options.pages;
    // Compressed as the scan pages are: the same phones on the same slow networks.
    if (pages)
      void api.register(async (scoped) => {
        await compressReplies(scoped);
        const scans = use(scansModule);
        endUsersRoutes(scoped, service, pages, {
          visitorOf: (request) => ({
            device: scans.devices.deviceOf(request.headers.cookie),
            client: scans.clientOf(request),
          }),
          loyalty: use(publicLimitsModule).budget('loyalty', () =>
            scanRefusalText('tooManyRequests'),
          ),
          clientOf: scans.clientOf,
        });
      });
  },
  jobs: (service) => [service.micrositeMail],
});
export type { EndUsersService } from './end-users.service';
export type { EndUserFigures } from './end-user-figures';
