import { randomInt } from 'node:crypto';
import type { HeldPrivilege, Role, VendorForm } from '@veritag/domain';
import type { App } from '../app';
import { guillocheRosettePng } from './guilloche-art';
import { demoLabelPng, demoLogoPng, demoPackShotPng } from './brand-art';
import { demoReviews } from './demo-reviews';
import { demoRunSize, demoScannedUnits, demoScanTownOf, demoTrailPlan } from './demo-trail';
import { seedMasterProducts } from '../modules/master-products';
import { seedCustomers } from '../modules/customers';
import { seedProducts } from '../modules/products';
import { seedPackaging } from '../modules/packaging';
import { seedPlants } from '../modules/plants';
import { seedDemoTemplate } from '../modules/templates';
import { seedDemoBatch } from '../modules/template-histories';
import { seedDemoPrintRun, seedDemoScannedRun } from '../modules/print-data';
import { seedDemoPrintingJob } from '../modules/printing-jobs';
import { seedDemoTokenData } from '../modules/token-data';

export interface DemoLogin {
  role: Role;
  login: string;
  password: string;
  note: string;
}

export const demoCompanyName = 'Demo Labels Ltd';

/** What the demo ROLE_USER may do: enough to see a filtered menu. */
const demoUserPrivileges: HeldPrivilege[] = [
  { parent: null, name: 'Master', priority: 1 },
  { parent: 'Master', name: 'Customer', priority: 2 },
  { parent: 'Master', name: 'Product', priority: 1 },
  { parent: 'Master', name: 'Guilloche Image', priority: 3 },
  { parent: null, name: 'Printing', priority: 1 },
  { parent: 'Printing', name: 'Print Data', priority: 1 },
];
/** Track & Trace at its maximum turns on track and trace mode; Customer 3 lets the server accept business-partner writes. */
const demoTrackAndTracePrivileges: HeldPrivilege[] = [
  { parent: null, name: 'Track & Trace', priority: 1 },
  { parent: null, name: 'Master', priority: 1 },
  { parent: 'Master', name: 'Customer', priority: 3 },
];
const demoProducerPrivileges: HeldPrivilege[] = [
  { parent: null, name: 'Master', priority: 1 },
  { parent: 'Master', name: 'Product', priority: 1 },
  { parent: 'Master', name: 'Guilloche Image', priority: 1 },
];

const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const generatePassword = () =>
  Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * Seeds the demo through the same services the API uses, once: on a database that already
 * has users it does nothing and returns null. Passwords are generated (or taken from
 * DEMO_PASSWORD) and returned so the first start can print them once.
 */
export async function seedDemo(
  services: App['services'],
  fixedPassword?: string,
): Promise<DemoLogin[] | null> {
  if ((await services.accounts.count()) > 0) return null;
  const password = () => fixedPassword ?? generatePassword();
  const logins: DemoLogin[] = [];
  const add = async (
    login: Omit<DemoLogin, 'password'>,
    user: {
      firstName: string;
      lastName: string;
      email: string;
      mobileNo: string;
      companyId: number | null;
      otpRequired?: boolean;
      privileges?: HeldPrivilege[];
    },
  ) => {
    const secret = password();
    const userId = await services.accounts.create({
      login: login.login,
      password: secret,
      role: login.role,
      ...user,
    });
    logins.push({ ...login, password: secret });
    return userId;
  };

  await add(
    { role: 'ROLE_SUPER_ADMIN', login: 'superadmin', note: 'platform operator: companies' },
    {
      firstName: 'Sam',
      lastName: 'Operator',
      email: 'superadmin@veritag.local',
      mobileNo: '9000000001',
      companyId: null,
    },
  );
  const company = await services.companies.create({ name: demoCompanyName });
  const adminId = await add(
    {
      role: 'ROLE_ADMIN',
      login: 'admin',
      note: 'company admin, logs in with a one-time code (see the server log)',
    },
    {
      firstName: 'Asha',
      lastName: 'Admin',
      email: 'admin@demo-labels.example',
      mobileNo: '9000000002',
      companyId: company.id,
      otpRequired: true,
    },
  );
  await add(
    { role: 'ROLE_USER', login: 'user', note: 'limited by privileges' },
    {
      firstName: 'Uma',
      lastName: 'User',
      email: 'user@demo-labels.example',
      mobileNo: '9000000003',
      companyId: company.id,
      privileges: demoUserPrivileges,
    },
  );
  await add(
    {
      role: 'ROLE_USER',
      login: 'partner',
      note: 'track and trace user (Track & Trace at its maximum): business partners',
    },
    {
      firstName: 'Tara',
      lastName: 'Tracker',
      email: 'partner@demo-labels.example',
      mobileNo: '9000000005',
      companyId: company.id,
      privileges: demoTrackAndTracePrivileges,
    },
  );
  await add(
    { role: 'ROLE_PRODUCER', login: 'producer', note: 'producer, no Smart Bin' },
    {
      firstName: 'Pablo',
      lastName: 'Producer',
      email: 'producer@demo-labels.example',
      mobileNo: '9000000004',
      companyId: company.id,
      privileges: demoProducerPrivileges,
    },
  );

  const inks: [string, [number, number, number], number][] = [
    ['Blue', [20, 60, 160], 7],
    ['Green', [20, 120, 70], 9],
    ['Red', [170, 30, 40], 11],
  ];
  for (const [color, rgb, petals] of inks) {
    const buffer = guillocheRosettePng({ size: 240, color: rgb, petals, seed: petals });
    await services.guilloche.create(company.id, color, {
      buffer,
      contentType: 'image/png',
      extension: 'png',
      originalName: `${color.toLowerCase()}-rosette.png`,
    });
  }
  const vendorIds: number[] = [];
  for (const vendor of demoVendors)
    vendorIds.push((await services.vendors.create(company.id, vendor)).id);
  const customers = await seedCustomers(services.customers, company.id, async (code) => {
    const colour = demoBrandColours[code];
    return colour ? demoLogoPng(colour) : undefined;
  });
  await seedProducts(services.products, company.id, customers, (customer) => {
    const colour = demoBrandColours[customer.companyCode];
    if (!colour) return undefined;
    return {
      colour,
      images: async () => ({
        productImage: await demoPackShotPng(colour),
        labelImageUrl: await demoLabelPng(colour),
      }),
    };
  });
  const demoTemplate = await seedDemoTemplate(services.templates, company.id, customers[0]!.id);
  await seedDemoBatch(
    services.templateHistories,
    { id: adminId, login: 'admin', companyId: company.id },
    demoTemplate.id,
  );
  await seedMasterProducts(services.masterProducts, company.id);
  await seedPlants(services.plants, services, company.id);
  // A print run at the plant that makes products with labels per roll, for its customer (the
  // plant seed's: the first by name).
  const [plantCustomer] = await services.customers.byType(company.id, 'Customer');
  const [plant] = plantCustomer
    ? (await services.plants.ofCustomer(company.id, plantCustomer.id)).filter(
        (one) => one.name === 'Pune Labels Plant',
      )
    : [];
  const [product] = plant ? await services.plants.products(company.id, plant.id) : [];
  if (plantCustomer && plant && product) {
    const sources = {
      customerId: plantCustomer.id,
      plantId: plant.id,
      productId: product.id,
      vendorId: vendorIds[0]!,
    };
    const admin = { id: adminId, login: 'admin', companyId: company.id };
    await seedDemoPrintRun(services.printData, sources, admin);
    // A second run: its cartons packed, stocked and shipped, then its units scanned by consumers.
    const now = new Date();
    const scannedBatch = await seedDemoScannedRun(services.printData, sources, admin, demoRunSize);
    await services.trace.seedDemoTrail(
      { companyId: company.id, login: 'admin' },
      scannedBatch,
      demoTrailPlan,
      now,
    );
    await services.scans.seedDemoScans(scannedBatch, demoScannedUnits, now, demoScanTownOf);
    // After the scans, so those scans read genuine as the dashboards count them.
    await services.codeBlacklist.seedDemoReviews(scannedBatch, demoReviews, now);
  }
  await seedPackaging(services.packaging, services, company.id);
  await seedDemoPrintingJob(services.printingJobs, {
    id: adminId,
    login: 'admin',
    companyId: company.id,
  });
  await seedDemoTokenData(services, { id: adminId, login: 'admin', companyId: company.id });
  return logins;
}

/**
 * The demo brands' colours, by customer code: their logos and products are drawn in them, and
 * their products carry them as the scan page's accent. All are dark enough for white text and
 * the page guards any colour anyway.
 */
const demoBrandColours: Record<string, string> = {
  'SUN-001': '#c2410c',
  'GRN-002': '#15803d',
  'NOV-003': '#1d4ed8',
  'ORB-004': '#7e22ce',
};

/** Vendors with contact persons, so the vendor list, its View and the print data form have something to show. */
const demoVendors: VendorForm[] = [
  {
    name: 'Apex Inks Pvt Ltd',
    address: '14 Industrial Estate, Pune 411019',
    contectPersons: [
      {
        name: 'Ravi Kulkarni',
        designation: 'Sales Manager',
        email: 'ravi@apex-inks.example',
        mobile: '9800000011',
      },
      { name: 'Meera Joshi', designation: 'Accounts', email: 'meera@apex-inks.example' },
    ],
  },
  {
    name: 'Bluefield Substrates',
    address: 'Plot 7, MIDC Bhosari, Pune 411026',
    contectPersons: [
      {
        name: 'Daniel Pereira',
        designation: 'Key Account',
        email: 'daniel@bluefield.example',
        mobile: '9800000012',
      },
    ],
  },
  {
    name: 'Crestline Holograms',
    address: '22 Okhla Phase II, New Delhi 110020',
    contectPersons: [],
  },
];
