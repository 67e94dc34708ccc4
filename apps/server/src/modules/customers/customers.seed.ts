import * as v from 'valibot';
import { CustomerFormSchema, type Customer } from '@veritag/domain';
import type { UploadedFile } from '../../http/multipart';
import type { CustomersService } from './customers.service';

/** Demo customers and one business partner, entered as the add form would send them. */
const demoCustomers: v.InferInput<typeof CustomerFormSchema>[] = [
  {
    companyName: 'Sunrise Pharma Ltd',
    companyCode: 'SUN-001',
    mobileNo: '9810000001',
    email: 'labels@sunrise-pharma.example',
    address: '5 Science Park, Hyderabad',
    messageOnScan: 'Genuine Sunrise Pharma product',
    websiteLink: 'https://sunrise-pharma.example',
    websiteLinkEnable: true,
    advanceWorkflow: true,
    contectPersons: [
      {
        name: 'Kiran Rao',
        designation: 'Packaging Head',
        email: 'kiran@sunrise-pharma.example',
        mobile: '9810000011',
      },
      { name: 'Lata Iyer', designation: 'Quality', email: 'lata@sunrise-pharma.example' },
    ],
  },
  {
    companyName: 'Greenleaf Agro Products',
    companyCode: 'GRN-002',
    mobileNo: '9810000002',
    email: 'orders@greenleaf.example',
    address: '18 Market Yard, Nashik',
    messageOnScan: 'Thank you for choosing Greenleaf',
    youtubeLink: 'https://www.youtube.com/@greenleaf-agro',
    youtubeLinkEnable: true,
    contectPersons: [
      {
        name: 'Sunil Patil',
        designation: 'Purchase',
        email: 'sunil@greenleaf.example',
        mobile: '9810000012',
      },
    ],
  },
  {
    companyName: 'Nova Lubricants',
    companyCode: 'NOV-003',
    email: 'brand@nova-lubes.example',
    address: 'Plot 3, GIDC Vapi',
    messageOnScan: 'Authentic Nova oil',
    authenticateViaCode: true,
    contectPersons: [
      { name: 'Farah Khan', designation: 'Brand Protection', email: 'farah@nova-lubes.example' },
    ],
  },
  {
    companyName: 'Orbit Electricals',
    companyCode: 'ORB-004',
    mobileNo: '9810000004',
    messageOnScan: 'Orbit: safety first',
    contectPersons: [],
  },
  {
    companyType: 'Business Partner',
    companyName: 'Swift Logistics Partners',
    companyCode: 'BP-SWIFT',
    mobileNo: '9810000005',
    email: 'ops@swift-logistics.example',
    address: 'Warehouse 9, Bhiwandi',
    contectPersons: [
      {
        name: 'Anil Desai',
        designation: 'Operations',
        email: 'anil@swift-logistics.example',
        mobile: '9810000015',
      },
    ],
  },
];

/**
 * Seeds the demo customers through the service, as a user would add them; the products and
 * plants seeds hang their records on the customers returned (the business partner is last).
 */
export async function seedCustomers(
  service: CustomersService,
  companyId: number,
  /** The logo a customer uploads with its form, by its code; none when it gives none. */
  logoOf: (companyCode: string) => Promise<UploadedFile | undefined> = async () => undefined,
): Promise<Customer[]> {
  const created: Customer[] = [];
  for (const input of demoCustomers) {
    const customerLogo =
      input.companyType === 'Business Partner'
        ? undefined
        : await logoOf(String(input.companyCode));
    created.push(
      await service.create(
        companyId,
        v.parse(CustomerFormSchema, input),
        customerLogo ? { customerLogo } : {},
      ),
    );
  }
  return created;
}
