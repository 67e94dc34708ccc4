import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { EmailPasswordSeal } from './email-password';
import { customers } from './customers.table';

/** A customer's own mail server and the microsite messages (spec 000 Email Config Settings), password opened. */
export interface MicrositeMailSettings {
  customerName: string;
  host: string;
  port: number;
  sender: string;
  password?: string;
  /** Help Desk Email: where the vendor's copy goes. */
  helpDesk: string[];
  subjectForCustomer: string;
  subjectForVendor: string;
  messageToCustomer: string;
  messageToVendor: string;
}

/**
 * The microsite mail settings of a customer whose "Roto Customized Microsite" is on and whose
 * settings are filled in; undefined otherwise (no mail is sent for it). The only place the
 * sealed password is opened: to send mail on the customer's behalf.
 */
export const micrositeMailSettings =
  (db: Db, seal: EmailPasswordSeal) =>
  async (customerId: number): Promise<MicrositeMailSettings | undefined> => {
    const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
    const config = row?.micrositeEnable
      ? (row.emailConfig as Record<string, unknown> | null)
      : null;
    if (!row || !config || !config.emailServer || !config.senderEmail) return undefined;
    const text = (key: string) => (typeof config[key] === 'string' ? (config[key] as string) : '');
    return {
      customerName: row.companyName,
      host: text('emailServer'),
      port: Number(config.emailServerPort) || 587,
      sender: text('senderEmail'),
      password: row.emailPasswordSealed
        ? seal.open(row.companyId, row.emailPasswordSealed)
        : undefined,
      helpDesk: text('helpDeskEmail')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
      subjectForCustomer:
        text('subjectForCustomerEmail') || `Your product is registered with ${row.companyName}`,
      subjectForVendor: text('subjectForVendorEmail') || 'A product was registered',
      messageToCustomer: text('emailMessageToCustomer'),
      messageToVendor: text('emailMessageToVendor'),
    };
  };
